/**
 * Common English words, including the vocabulary of requirements. Used to train the
 * character-trigram model of the gibberish check (engine/gibberish.ts) and as a list
 * of known words. Lower case, separated by blanks.
 */
export const COMMON_WORDS_EN = `
a about above absence absolute accept acceptable acceptance accepted accepts access accessed accessible accessing
accordance according account accounts accuracy accurate achieve acknowledge across act action actions activate
activated active activities activity actor actual actually add added adding addition additional address addresses
adequate adjust administer administration administrative administrator administrators advance after again against
age agent aggregate agree agreement aid alarm alarms alert alerts algorithm all allocate allow allowed allowing allows
alone along already also alter alternative although always amount an analysis analyst analyze and annual another
answer any anyone anything anywhere api appear appearance appears applicable application applications applied apply
approval approve approved archive archived area areas around arrival arrive as ask assign assigned assignment assist
associated assume at attach attached attachment attempt attempts attend attribute attributes audit audio authenticate
authenticated authentication author authorization authorize authorized automatic automatically availability available
average avoid away back backup bad balance bank bar base based basic basis batch be because become been before begin
beginning behalf behavior behaviour being below best better between beyond bill billing block blocked body book booking
both bottom box branch brief browse browser budget buffer bug build building built business but button buttons buy by
cache calculate calculated calculation calendar call called calls can cancel cancelled capability capable capacity
capture card cards care carry case cases catalog category cause center central certain certificate chain change changed
changes channel character characters charge chart charts check checked checks child choice choose chosen city claim
class classes clean clear clearly click clicks client clients clinic close closed code codes collect collection color
column columns combination come command commands comment comments commercial common communicate communication company
compare comparison compatible complete completed completely completion complex compliance comply component components
computer concurrent condition conditions configuration configure configured confirm confirmation conflict connect
connected connection consider consistent constant contact contain contains content contents context continue
continuous contract control controlled controls convert copy correct corrected correctly cost costs could count
country course cover create created creates creating creation credit criteria critical current currently custom customer
customers cycle daily damage dashboard data database date dates day days deadline deal debug decide decision default
defect define defined definition degree delay delete deleted deletion deliver delivery demand department depend
dependent deploy deployment describe described description design designated designed desired detail detailed details
detect detected determine develop developer development device devices diagnosis diagram different digital direct
directly directory disable disabled display displayed displays distance distribute distribution do document
documentation documents does domain done door double down download downloaded draft drive driver drop due duration
during each early easily easy edit edited editing effect effective efficient either electronic element elements else
email emergency employee employees empty enable enabled enables end ending energy enforce engine ensure enter entered
enters entire entries entry environment equal equipment error errors establish estimate evaluate evaluation even event
events every everything exact example exceed exceeds except exception exchange execute executed execution exist
existing exists exit expected expire expired explain export exported express extend extended extension external extra
facility fail failed fails failure fall false feature features fee feedback field fields file files fill filter final
financial find first fit fixed flag flight flow folder follow following font for form format forms forward found
frame free frequency frequent from front full fully function functional functionality functions future gain game gate
general generate generated generation get give given global go goal good grade grant granted graph graphical grid
group groups guarantee guest guide hand handle handling happen hardware has have having head header health help hide
high higher highlight history hold home hour hours how however human icon identification identified identify if image
images immediately impact implement implementation import important improve in include included includes including
income incoming incorrect increase independent index indicate indicated indicates indicator individual industry
inform information initial input inputs insert inside install installation installed instance instead instruction
instructions insurance integrate integration integrity interaction interface interfaces internal international
internet interval into invalid inventory invoice is issue issued issues it item items its itself job join journal
just keep key keyboard keys kind know knowledge label language languages large last late later latest launch layer
layout lead learn least leave left legal length less letter level levels library license licence life light like
limit limited limits line lines link linked links list listed lists load loaded loading local locate located location
lock locked log logged logging login logout logs long look loss low machine made main maintain maintained maintenance
major make manage managed management manager managers mandatory manual manually many map mark market master match
matching maximum may mean means measure measured measurement mechanism media medical meet meeting member members memory
menu message messages method methods might migration minimum minor minute minutes mobile mode model modify module
modules moment monitor monitoring month monthly more most move moved much multiple must name named names national
natural navigate navigation near necessary need needed needs network never new next no node none normal not note notes
notice notification notifications notify now number numbers object objects obtain occur occurred occurs of off offer
office officer offline often old on once one ones online only open opened operate operating operation operational
operations operator operators option optional options or order orders organization original other others out outgoing
output outside over overall overview own owner package page pages paper parameter parameters parent part partial
participant particular parties partner parts party pass passed password passwords past patient patients pattern pay
payment payments peak pending people per percent perform performance performed period permission permissions person
personal phase phone physical place plan planned planning platform player please point points policies policy pool
popup port portal position possible post potential power practice precision prefer preference preferences prepare
present presented press pressed prevent preview previous price prices primary print printed printer prior priority
privacy private problem procedure procedures process processed processes processing produce product production
products profile program programs progress project projects proper properties property protect protected protection
protocol provide provided provider provides public publish purchase purpose put quality quantity query question queue
quick quickly range rate rather reach read readable reading ready real reason receipt receive received receives recent
record recorded records recover recovery reduce reference referenced refresh region register registered registration
regular regulation regulations reject rejected related release relevant reliability reliable remain remaining remote
remove removed rename repair repeat replace replaced reply report reporting reports repository represent request
requested requests require required requirement requirements requires reservation reserve reset resolution resource
resources respond response responses responsible rest restart restore restrict restricted result results retain
retrieve return returned returns review reviewed right rights risk role roles room root rule rules run running runs
safe safety sale sales same save saved scale scan schedule scheduled scheme school scope score screen screens script
search second seconds secondary section secure security see select selected selection self sell send sending sends
sensor sent separate sequence series server servers service services session set sets setting settings setup several
share shared shall shift ship shipping short should show shown shows side sign signal signature significant simple
simultaneous since single site size skill small so software sort source space special specific specified specify
speed staff stage standard standards start started starts state statement states static station status step steps
still stock stop stopped storage store stored stores strategy stream street string strong structure student students
subject submit submitted subscription success successful successfully such suggest summary supplier supply support
supported supports sure switch symbol sync synchronize system systems table tables tag take target task tasks team
technical template temperature term terms test tested testing text than that the their them then there these they
thing third this those through throughout ticket time timeout times title to today together token tool tools top
total touch track tracking traffic train training transaction transactions transfer transmission transmit transport
travel tree trigger true try turn type types under understand unique unit units unless until up update updated
updates upload uploaded upon usage use used useful user users uses using valid validate validation value values
variable various vehicle vendor verify version versions via video view viewed views visible visit visual volume wait
want warning warnings was way web website week weekly weight well were what when where whether which while who whole
why will window windows with within without word words work worker workflow working works would write written wrong
year yearly years yes yet you your zone zoom sky push duty folks clips etc raw noise style forum law laws plug leaf heavy draw circle yield reuse shutdown dump fax inbox
able accessibility activation actively adapt addressed adjusted admin advanced affected aligned allocation alphabetical
amended analytics annually anonymous apart appointment appointments approach appropriate approximately arrange
arriving assets authorised automated backend bandwidth barcode batches bearing beneficiary bid bids blank bold brand
broadcast bulk bundle calculates campaign capacities certified chapter checkout chosen citizen clerk clinical cloud
cluster collapse collected column commit compact compress compressed computation concept confidential consume consumer
contractor conversion coordinate coordinator corporate counter coverage crash credentials crew criterion cumulative
dataset decrypt decrypted dedicated delivered demonstrate deny deposit desktop destination developers diagnostic dialog
dialogue disk dispatch displaying documented downtime duplicate dynamic edition efficiency elapsed eligible embedded
employer encrypt encrypted encryption endpoint enrolled enrollment enterprise entitled equivalent escalate evidence
exceeding excel executable expand expiration explicitly exporting facilities faculty failover fault faults filename
filtered firewall fleet fonts forecast formatted frequently gateway graphic handled hardcopy helpdesk hierarchy hosted
hosting identifier identity ignore illegal immediate inactive incident incidents inspection integrated intended
interactive interrupt interruption inventory invoices journey kernel landscape laptop latency legacy lifecycle limited
listing locale lookup mailbox maintainability mapping margin meter metric metrics microsoft midnight milestone mobile
modification monitored multiple navigation network notified objective occupancy offered operable optimize ordering
organisation outage outcome overdue override owner parking patch pathway peer performed permitted persistent pharmacy
pixel placed players portability portable postal preferred prescription presentation prevented pricing printing
procurement productivity professor prompt prompted prototype provision purge queries rating realtime reboot receipt
receipts recipient recipients reconcile recurring redundancy redundant refund registry reimbursement reliability
reminder removal rendering replicate replication representative reservations resident respective responsive restored
retention retry revenue revision robust routing runtime salary scalability scalable scanned scanner scheduling seamless
secured segment semester sensitive shipment shortcut signed simultaneously slot snapshot sortable specification
spreadsheet stakeholder stakeholders statistics storing subscriber substitute supervisor suspend suspended tablet
taxes teacher technician tenant terminal textual threshold thresholds timestamp timezone toolbar transcript transparent
troubleshooting tutorial unavailable unauthorized uninterrupted unlimited unlock unsuccessful usable usability
utilization vacation validated verification verified viewing virtual visitor voice voucher warehouse wizard workload
workstation
accept accepted adapter along already although among amongst anyway around became becomes beside besides both cannot
could did does doing done down during either enough ever few further hence here herself himself however indeed itself
just least less lest many might more moreover most much must myself namely neither nevertheless nobody nor nothing
often ought ourselves per perhaps quite rather several she shall should since some somehow someone something sometimes
somewhere soon still such than that thereby therefore thereof thus too toward towards unless unlike upon us very via
we whatever whenever whereas wherever whether which while whom whose within would yours
actual below above clock second minute hour day week month year january february march april june july august
september october november december monday tuesday wednesday thursday friday saturday sunday morning evening night
zero one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand million
kilometer meter metre second millisecond milliseconds kilobyte megabyte gigabyte percent degrees celsius volt
html http https xml json csv pdf sql url uri usb wifi bluetooth gps sms login logon admin config backup cloud
online offline website webpage smartphone app apps email emails username password database databases interface
`
  .trim()
  .split(/\s+/);

export const ENGLISH_SUFFIXES = ["s", "es", "ed", "d", "ing", "ly", "er", "ers", "ment", "ments", "ness", "able"];
