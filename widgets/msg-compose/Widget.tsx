/** The compose form as the layout host mounts it. */
import { uploadFile } from '@/api/lookups';
import type { WidgetProps } from '@/ui/widget';
import type { MsgComposeConfig } from './index';
import { useData, useSend, useTargets } from './useData';
import { MsgComposeView } from './View';

export default function MsgComposeWidget({ config }: WidgetProps<MsgComposeConfig>) {
  const state = useData();
  const targets = useTargets();
  const { send, sending, error } = useSend();
  return (
    <MsgComposeView
      state={state}
      defaults={{ channels: config.defaultChannels, targetType: config.defaultTarget }}
      targetOptions={targets.options}
      onTargetSearch={targets.search}
      upload={(file) => uploadFile(file)}
      onSend={send}
      sending={sending}
      error={error}
    />
  );
}
