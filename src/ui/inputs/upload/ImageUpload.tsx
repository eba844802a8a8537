/**
 * Image upload with preview (screens document §5 "Image"): picture cards, JPG/JPEG/PNG only,
 * a size limit in MB (default 200), a count limit at which the add card hides (1 or 4 as
 * configured), '确认删除此图片吗？' before a delete, and the photo hint. Presentational: the caller
 * passes the uploader (src/api/lookups.ts useUploader('img')).
 */
import { PlusOutlined } from '@ant-design/icons';
import { Modal, Typography, Upload, type UploadFile } from 'antd';
import { useState, type ReactNode } from 'react';
import { IMAGE_DEFAULT_MB, UPLOAD_MSG } from '@/domain/upload';
import { acceptOf, checkImage } from './uploadChecks';
import { useUploadList, type UploadedFile } from './useUploadList';

/** The photo rule every product image list carries. */
export const PHOTO_HINT = '每个产品需上传正、反面照片，或至少上传3张照片';

export interface ImageUploadProps {
  value?: readonly UploadedFile[];
  onChange?: (next: UploadedFile[]) => void;
  upload: (file: File) => Promise<UploadedFile>;
  /** Size limit in MB; default 200. */
  maxMb?: number;
  /** Most images (usually 1 or 4); the add card hides at this count. Default 4. */
  maxCount?: number;
  disabled?: boolean;
  /** The hint under the cards: true (default) shows PHOTO_HINT, false none, or your own text. */
  hint?: boolean | ReactNode;
}

const NO_IMAGES: readonly UploadedFile[] = [];

export function ImageUpload({ value = NO_IMAGES, onChange, upload, maxMb = IMAGE_DEFAULT_MB, maxCount = 4, disabled, hint = true }: ImageUploadProps) {
  const [preview, setPreview] = useState<UploadFile | null>(null);
  const list = useUploadList({
    value,
    onChange,
    upload,
    check: (file, count) => checkImage(file, { maxMb, maxCount, count }),
    confirmDelete: UPLOAD_MSG.confirmDeleteImage,
  });
  const full = maxCount > 0 && list.count >= maxCount;
  return (
    <div className="zp-image-upload">
      <Upload
        listType="picture-card"
        fileList={list.fileList}
        beforeUpload={list.beforeUpload}
        customRequest={list.customRequest}
        onRemove={list.onRemove}
        onPreview={setPreview}
        accept={acceptOf('img')}
        multiple={maxCount !== 1}
        disabled={disabled}
        showUploadList={{ showRemoveIcon: !disabled }}
      >
        {!full && !disabled && (
          <button type="button" aria-label="上传图片" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>上传图片</div>
          </button>
        )}
      </Upload>
      {hint !== false && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint === true ? PHOTO_HINT : hint}
        </Typography.Text>
      )}
      <Modal open={preview !== null} title={preview?.name} footer={null} onCancel={() => setPreview(null)} destroyOnHidden>
        {preview && <img alt={preview.name} src={preview.url} style={{ width: '100%' }} />}
      </Modal>
    </div>
  );
}
