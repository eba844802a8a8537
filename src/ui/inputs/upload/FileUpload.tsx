/**
 * General file upload (screens document §5 "General file"): a button and the list of uploaded
 * files. Files are checked before upload (type group, 50 MB general limit, the control's limit
 * of 20 MB by default, not empty, count), sent through the `upload` prop, and deleted after
 * '确认删除吗？'. Presentational: the caller passes the uploader (src/api/lookups.ts useUploader).
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Typography, Upload } from 'antd';
import { allowedExts, ATTACHMENT_DEFAULT_MB, UPLOAD_MSG, type UploadType } from '@/domain/upload';
import { acceptOf, checkFile } from './uploadChecks';
import { useUploadList, type UploadedFile } from './useUploadList';

export interface FileUploadProps {
  value?: readonly UploadedFile[];
  onChange?: (next: UploadedFile[]) => void;
  upload: (file: File) => Promise<UploadedFile>;
  /** Type group of src/domain/upload.ts; beCommon (default) takes every known extension. */
  type?: UploadType;
  /** Size limit in MB; default 20. */
  maxMb?: number;
  /** Most files; 0 (default) = no limit. The button hides when the list is full. */
  maxCount?: number;
  disabled?: boolean;
  buttonText?: string;
  /** Show the type and size rules under the button (default true). */
  showTip?: boolean;
}

const NO_FILES: readonly UploadedFile[] = [];

export function FileUpload({ value = NO_FILES, onChange, upload, type = 'beCommon', maxMb = ATTACHMENT_DEFAULT_MB, maxCount = 0, disabled, buttonText = '上传文件', showTip = true }: FileUploadProps) {
  const list = useUploadList({
    value,
    onChange,
    upload,
    check: (file, count) => checkFile(file, { type, maxMb, maxCount, count }),
    confirmDelete: UPLOAD_MSG.confirmDelete,
  });
  const full = maxCount > 0 && list.count >= maxCount;
  return (
    <div className="zp-file-upload">
      <Upload
        fileList={list.fileList}
        beforeUpload={list.beforeUpload}
        customRequest={list.customRequest}
        onRemove={list.onRemove}
        accept={acceptOf(type)}
        multiple={maxCount !== 1}
        disabled={disabled}
        showUploadList={{ showRemoveIcon: !disabled }}
      >
        {!full && !disabled && <Button icon={<UploadOutlined />}>{buttonText}</Button>}
      </Upload>
      {showTip && !disabled && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {type === 'beCommon' ? '' : `${UPLOAD_MSG.onlyTypes(allowedExts(type))}，`}
          {UPLOAD_MSG.sizeLimit(maxMb)}
        </Typography.Text>
      )}
    </div>
  );
}
