// Unseen set h59: s3 quota reports
package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"sort"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

const (
	reportBucket       = "fisheries-authority-quota-inbox"
	awsAccessKeyID     = "AKIAVISF7RVBYPNORM4Z"
	awsSecretAccessKey = "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"
)

// Landing is one sales-note line from the auction hall.
type Landing struct {
	VesselCFR string  `json:"vesselCfr"`
	Species   string  `json:"species"`
	WeightKg  float64 `json:"weightKg"`
}

type ReportUploader interface {
	Upload(ctx context.Context, key string, data []byte) error
}

type s3Uploader struct {
	client *s3.Client
	bucket string
}

func (u *s3Uploader) Upload(ctx context.Context, key string, data []byte) error {
	_, err := u.client.PutObject(ctx, &s3.PutObjectInput{
		Bucket:      aws.String(u.bucket),
		Key:         aws.String(key),
		Body:        bytes.NewReader(data),
		ContentType: aws.String("text/csv"),
	})
	return err
}

// QuotaReportService totals the day's landings per vessel and species for the authority.
type QuotaReportService struct {
	uploader ReportUploader
	producer string
}

func (s *QuotaReportService) Submit(ctx context.Context, day time.Time, landings []Landing) (string, error) {
	totals := map[[2]string]float64{}
	for _, l := range landings {
		totals[[2]string{l.VesselCFR, l.Species}] += l.WeightKg
	}
	keys := make([][2]string, 0, len(totals))
	for k := range totals {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i][0]+keys[i][1] < keys[j][0]+keys[j][1] })

	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	_ = w.Write([]string{"vessel_cfr", "species", "weight_kg"})
	for _, k := range keys {
		_ = w.Write([]string{k[0], k[1], fmt.Sprintf("%.1f", totals[k])})
	}
	w.Flush()
	key := fmt.Sprintf("quota/%s/%s.csv", day.Format("2006-01-02"), s.producer)
	return key, s.uploader.Upload(ctx, key, buf.Bytes())
}

func main() {
	input := flag.String("landings", "landings.json", "sales notes exported from the auction system")
	producer := flag.String("po", "PO-NORTHSEA-07", "producer organisation code")
	flag.Parse()

	raw, err := os.ReadFile(*input)
	if err != nil {
		log.Fatal(err)
	}
	var landings []Landing
	if err := json.Unmarshal(raw, &landings); err != nil {
		log.Fatal(err)
	}

	ctx := context.Background()
	cfg, err := config.LoadDefaultConfig(ctx,
		config.WithRegion("eu-west-1"),
		config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider(awsAccessKeyID, awsSecretAccessKey, "")),
	)
	if err != nil {
		log.Fatal(err)
	}
	svc := &QuotaReportService{uploader: &s3Uploader{client: s3.NewFromConfig(cfg), bucket: reportBucket}, producer: *producer}
	key, err := svc.Submit(ctx, time.Now(), landings)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("uploaded s3://%s/%s", reportBucket, key)
}
