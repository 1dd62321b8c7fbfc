// A salt harvest ledger push program of the h64 set (cwe-798-credentials).
package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"os"
	"sort"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/spf13/cobra"
)

const ledgerBucket = "saltworks-harvest-ledgers"

// harvest sheet columns: pan, date, grade, kg
func summarise(path string) (map[string]float64, []byte, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	rows, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
	if err != nil {
		return nil, nil, err
	}
	kgByPan := map[string]float64{}
	for i, row := range rows {
		if i == 0 || len(row) < 4 {
			continue
		}
		kg, err := strconv.ParseFloat(row[3], 64)
		if err != nil {
			return nil, nil, fmt.Errorf("line %d: bad kg value", i+1)
		}
		kgByPan[row[0]] += kg
	}
	return kgByPan, raw, nil
}

func pushLedger(ctx context.Context, file, month string) error {
	period, err := time.Parse("2006-01", month)
	if err != nil {
		return fmt.Errorf("--month must look like 2024-06")
	}
	kgByPan, raw, err := summarise(file)
	if err != nil {
		return err
	}

	accessKey, secretKey := os.Getenv("LEDGER_AWS_ACCESS_KEY_ID"), os.Getenv("LEDGER_AWS_SECRET_ACCESS_KEY")
	if accessKey == "" || secretKey == "" {
		return fmt.Errorf("LEDGER_AWS_ACCESS_KEY_ID and LEDGER_AWS_SECRET_ACCESS_KEY must be set")
	}
	cfg, err := config.LoadDefaultConfig(ctx,
		config.WithRegion("eu-west-1"),
		config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider(accessKey, secretKey, "")),
	)
	if err != nil {
		return err
	}
	client := s3.NewFromConfig(cfg)
	key := fmt.Sprintf("ledgers/%s/harvest.csv", period.Format("2006/01"))
	_, err = client.PutObject(ctx, &s3.PutObjectInput{
		Bucket: aws.String(ledgerBucket),
		Key:    aws.String(key),
		Body:   bytes.NewReader(raw),
	})
	if err != nil {
		return err
	}

	pans := make([]string, 0, len(kgByPan))
	for p := range kgByPan {
		pans = append(pans, p)
	}
	sort.Strings(pans)
	for _, p := range pans {
		fmt.Printf("%-8s %10.1f kg\n", p, kgByPan[p])
	}
	fmt.Printf("uploaded s3://%s/%s\n", ledgerBucket, key)
	return nil
}

func main() {
	var file, month string
	root := &cobra.Command{Use: "saltctl", Short: "Salt works office tools"}
	push := &cobra.Command{
		Use:   "ledger-push",
		Short: "Upload a month's harvest sheet to the ledger bucket",
		RunE: func(cmd *cobra.Command, args []string) error {
			return pushLedger(cmd.Context(), file, month)
		},
	}
	push.Flags().StringVar(&file, "file", "harvest.csv", "harvest sheet")
	push.Flags().StringVar(&month, "month", time.Now().Format("2006-01"), "ledger month (YYYY-MM)")
	root.AddCommand(push)
	if err := root.ExecuteContext(context.Background()); err != nil {
		os.Exit(1)
	}
}
