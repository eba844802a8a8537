/**
 * The avatar control of the personal centre: the picture and an upload button. JPG, JPEG and PNG
 * only (spec §5 uploads, '上传图片只能是 JPG、PNG、JPEG格式!'), at most 5 MB (an avatar needs no
 * more; the spec's 200 MB default is for product photos). Works as a Form control (value/onChange
 * hold the picture's address).
 */
import { App, Avatar, Button, Flex, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { UPLOAD_MSG, UPLOAD_TYPES, extOf } from '@/domain/upload';
import { errorText } from './errorText';

export const AVATAR_MAX_MB = 5;
const IMAGE_EXTS: readonly string[] = UPLOAD_TYPES.img;

/** Why a picture cannot be an avatar, or null. */
export function avatarFileProblem(file: { name: string; size: number }): string | null {
  if (!IMAGE_EXTS.includes(extOf(file.name))) return UPLOAD_MSG.imageFormat;
  if (file.size > AVATAR_MAX_MB * 1024 * 1024) return UPLOAD_MSG.imageTooLarge(AVATAR_MAX_MB);
  return null;
}

export interface AvatarFieldProps {
  value?: string | null;
  onChange?: (url: string | null) => void;
  onUpload: (file: File) => Promise<string>;
  /** An upload is under way (the caller's mutation): the button shows it. */
  busy: boolean;
  size?: number;
}

export function AvatarField({ value, onChange, onUpload, busy, size = 96 }: AvatarFieldProps) {
  const { message } = App.useApp();
  return (
    <Flex vertical align="center" gap={12}>
      <Avatar size={size} src={value || undefined} icon={<UserOutlined />} alt="头像" />
      <Upload
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        showUploadList={false}
        beforeUpload={(file) => {
          const problem = avatarFileProblem(file);
          if (problem) {
            message.error(problem);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file }) => {
          onUpload(file as File)
            .then((url) => onChange?.(url))
            .catch((e: unknown) => message.error(`${UPLOAD_MSG.failed}：${errorText(e)}`));
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} size="small">
          更换头像
        </Button>
      </Upload>
    </Flex>
  );
}
