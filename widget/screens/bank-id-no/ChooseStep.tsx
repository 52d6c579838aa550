import type { ScreenProps } from '../../kit/screen-props'
import { useText } from '../../i18n/text'
import type { Handoff } from '../../kit/handoff'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { ChoiceList } from '../../ui/ChoiceList'
import { Dialog } from '../../ui/Dialog'
import { HandoffNotice } from '../../kit/HandoffStep'
import { NAME, type Method } from './bank-id-no-controller'

/** The BankID app or a code device; the choice opens BankID's page in the child window. */
export function ChooseStep({
  props,
  signature,
  handoff,
}: {
  props: ScreenProps
  signature: boolean
  handoff: Handoff
}) {
  const t = useText().bankIdNo
  const starting = handoff.phase.value === 'starting'
  const chosen = (handoff.choice.value as { method?: Method } | undefined)?.method ?? null
  return (
    <Dialog title={signature ? t.signTitle() : t.title()} busy={starting}>
      <p>{signature ? t.signIntro() : t.intro()}</p>
      <ChoiceList
        label={t.methods()}
        busy={starting ? chosen : null}
        choices={[
          { id: 'app', title: t.app(), hint: t.appHint() },
          { id: 'code_device', title: t.codeDevice(), hint: t.codeDeviceHint() },
        ]}
        onChoose={(method) => void handoff.launch({ method })}
      />
      <HandoffNotice handoff={handoff} name={NAME} />
      <ChangeMethodButton changeMethod={props.changeMethod} label={t.noBankId()} />
    </Dialog>
  )
}
