// A sail loft sync cli program of the h63 set (cwe-798-credentials).
package main

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/spf13/cobra"
)

// CutFileUploader pushes plotter files (panel layouts, broadseam curves) to the shared bucket
// that the cutting tables in each loft pull from.
type CutFileUploader struct {
	client *s3.Client
	bucket string
}

func NewCutFileUploader(ctx context.Context, region, bucket string) (*CutFileUploader, error) {
	cfg, err := config.LoadDefaultConfig(ctx,
		config.WithRegion(region),
	)
	if err != nil {
		return nil, err
	}
	return &CutFileUploader{client: s3.NewFromConfig(cfg), bucket: bucket}, nil
}

func (u *CutFileUploader) Upload(ctx context.Context, loft, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = u.client.PutObject(ctx, &s3.PutObjectInput{
		Bucket: aws.String(u.bucket),
		Key:    aws.String(loft + "/" + filepath.Base(path)),
		Body:   f,
	})
	return err
}

// SyncCommand walks a sail design export folder and uploads every plotter file.
type SyncCommand struct {
	loft, region, bucket string
}

func (s *SyncCommand) Execute(cmd *cobra.Command, args []string) error {
	ctx := cmd.Context()
	up, err := NewCutFileUploader(ctx, s.region, s.bucket)
	if err != nil {
		return err
	}
	count := 0
	err = filepath.WalkDir(args[0], func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".plt" {
			return err
		}
		count++
		return up.Upload(ctx, s.loft, path)
	})
	fmt.Fprintf(cmd.OutOrStdout(), "uploaded %d cut files for loft %s\n", count, s.loft)
	return err
}

func main() {
	sync := &SyncCommand{}
	root := &cobra.Command{Use: "loftsync", Short: "Sail loft design tooling"}
	upload := &cobra.Command{
		Use:   "upload EXPORT_DIR",
		Short: "Upload plotter files to the cutting tables",
		Args:  cobra.ExactArgs(1),
		RunE:  sync.Execute,
	}
	upload.Flags().StringVar(&sync.loft, "loft", "falmouth", "loft whose cutting tables receive the files")
	upload.Flags().StringVar(&sync.region, "region", "eu-west-2", "bucket region")
	upload.Flags().StringVar(&sync.bucket, "bucket", "loft-cut-files", "destination bucket")
	root.AddCommand(upload)
	if err := root.Execute(); err != nil {
		os.Exit(1)
	}
}
