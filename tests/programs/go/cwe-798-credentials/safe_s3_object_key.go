// Nightly job that uploads the deployment manifest to object storage.
package main

import (
	"bytes"
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

const manifestObjectKey = "deployments/production/manifests/current"

func uploadManifest(ctx context.Context, client *s3.Client, bucket string, body []byte) error {
	_, err := client.PutObject(ctx, &s3.PutObjectInput{
		Bucket: aws.String(bucket),
		Key:    aws.String(manifestObjectKey),
		Body:   bytes.NewReader(body),
	})
	return err
}
