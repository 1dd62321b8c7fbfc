// mining drill log upload (h58 set)
package drilllogs

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"golang.org/x/sync/errgroup"
)

// Settings for shipping drill-rig logs from the site server to head office.
type Settings struct {
	Region string
	Bucket string
	Site   string
}

func SettingsFromEnv() Settings {
	return Settings{
		Region: os.Getenv("DRILLLOG_REGION"),
		Bucket: os.Getenv("DRILLLOG_BUCKET"),
		Site:   os.Getenv("MINE_SITE_CODE"),
	}
}

func newClient(ctx context.Context, s Settings) (*s3.Client, error) {
	creds := credentials.NewStaticCredentialsProvider(
		"AKIAZMR2CLP1PXSS7K4A",
		"gSVrGm5/iA+QUlB2YV9Gg1XbCteOJ2Ca5dGlkdGH",
		"",
	)
	cfg, err := config.LoadDefaultConfig(ctx,
		config.WithRegion(s.Region),
		config.WithCredentialsProvider(creds),
	)
	if err != nil {
		return nil, err
	}
	return s3.NewFromConfig(cfg), nil
}

// isRigLog keeps only the rig controller exports (e.g. RIG07_2024-05-01.las).
func isRigLog(path string) bool {
	base := filepath.Base(path)
	return strings.HasPrefix(base, "RIG") && (strings.HasSuffix(base, ".las") || strings.HasSuffix(base, ".csv"))
}

func objectKey(site, path string) string {
	return fmt.Sprintf("raw/%s/%s", site, filepath.Base(path))
}

// ShipAll uploads the matching log files concurrently, at most four at a time.
func ShipAll(ctx context.Context, s Settings, paths []string) error {
	client, err := newClient(ctx, s)
	if err != nil {
		return err
	}
	g, ctx := errgroup.WithContext(ctx)
	g.SetLimit(4)
	for _, p := range paths {
		if !isRigLog(p) {
			continue
		}
		p := p
		g.Go(func() error {
			f, err := os.Open(p)
			if err != nil {
				return err
			}
			defer f.Close()
			_, err = client.PutObject(ctx, &s3.PutObjectInput{
				Bucket: aws.String(s.Bucket),
				Key:    aws.String(objectKey(s.Site, p)),
				Body:   f,
			})
			return err
		})
	}
	return g.Wait()
}
