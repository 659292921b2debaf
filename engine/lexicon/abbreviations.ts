/** Words that are followed by a full stop without ending the sentence (lower case, without the final dot). */
export const ABBREVIATIONS: Record<"en" | "de", ReadonlySet<string>> = {
  en: new Set([
    "e.g", "i.e", "etc", "vs", "cf", "approx", "incl", "excl", "max", "min", "no", "nos", "fig", "figs",
    "sec", "ref", "refs", "eq", "eqs", "vol", "p", "pp", "ch", "art", "para", "dr", "mr", "mrs", "ms",
    "prof", "inc", "ltd", "co", "corp", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept",
    "oct", "nov", "dec", "al", "resp", "esp", "dept", "est", "avg", "ver", "rev", "std", "u.s", "a.m", "p.m",
  ]),
  de: new Set([
    "z.b", "d.h", "u.a", "usw", "bzw", "ca", "nr", "vgl", "ggf", "evtl", "inkl", "exkl", "zzgl", "abb", "tab",
    "s", "bspw", "sog", "max", "min", "etc", "dr", "prof", "str", "abs", "art", "kap", "bzgl", "gem",
    "lt", "mind", "mio", "mrd", "tsd", "jan", "feb", "apr", "aug", "sept", "okt", "nov", "dez", "ff",
    "allg", "einschl", "insb", "vs", "u.u", "z.t", "o.ä", "i.d.r", "u.ä", "d.i", "e.v", "gmbh", "st", "std",
  ]),
};
