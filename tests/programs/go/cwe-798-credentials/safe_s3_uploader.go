// Uploads generated PDF statements to the statements bucket in S3.
package statements

import (
	"bytes"
	"context"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

const (
	statementsBucket = "acme-customer-statements"
	awsRegion        = "eu-west-1"
)

type Uploader struct {
	client *s3.Client
}

func NewUploader(ctx context.Context) (*Uploader, error) {
	cfg, err := config.LoadDefaultConfig(ctx, config.WithRegion(awsRegion))
	if err != nil {
		return nil, fmt.Errorf("load aws config: %w", err)
	}
	return &Uploader{client: s3.NewFromConfig(cfg)}, nil
}

func (u *Uploader) Put(ctx context.Context, customerID string, period time.Time, pdf []byte) (string, error) {
	key := fmt.Sprintf("%s/%s.pdf", customerID, period.Format("2006-01"))
	_, err := u.client.PutObject(ctx, &s3.PutObjectInput{
		Bucket:               aws.String(statementsBucket),
		Key:                  aws.String(key),
		Body:                 bytes.NewReader(pdf),
		ContentType:          aws.String("application/pdf"),
		ServerSideEncryption: "aws:kms",
	})
	if err != nil {
		return "", fmt.Errorf("upload %s: %w", key, err)
	}
	return key, nil
}
