/**
 * What families share: the kit. Nothing imports this list at run time; the
 * build reads it (tools/build/shared-runtime.ts) and cuts its modules into
 * groups, the modules the same families' first screens run. A first-screen
 * document carries the groups its own first screen runs and publishes them
 * in the runtime table; the others load, each once, when a step that reads
 * them loads (widget/boot/shared-modules.ts). So a page holds one copy of
 * each, whichever family's document it opened with and whichever it
 * switched to: one context, one set of listeners, one poller. The build
 * refuses a module two families' first screens share (or a family's and
 * another chunk's) that is not here (tools/build/module-graph.ts), and a
 * page that could load any module twice (tools/build/split-state.ts).
 */
// Steps, session calls and the notices every family shows.
import './StrategyRoutes'
import './lazy-part'
import './strategy-run'
import './fields'
import '../session-api/strategy-api'
import './session'
import '../ui/LostConnectionNotice'
import '../ui/ActionNotice'
import '../ui/ChangeMethodButton'
// Waiting on the session or the shopper's phone.
import './use-poller'
import '../ui/Waiting'
import '../ui/Progress'
import '../ui/use-seconds-left'
import '../ui/PhoneIllustration'
import '../ui/CodeInput'
// Hand-offs through a child window (BankID NO and FI, the partners); the wait after a hand-in (the partners, the ID scan).
import './use-handoff'
import './HandoffStep'
import '../ui/VerifyingStep'
import '../ui/ChoiceList'
// Searches for a bank (bank login, the Finnish banks).
import '../ui/SearchIcon'
// Forms: fields, their messages and the pure checks several families' forms run.
import './form'
import './named-fields'
import './poll-state'
import './date-value'
import './person-name'
import './digit-code'
import '../ui/Form'
import './TextField'
import './RadioGroup'
