// A kite design bundle program of the h63 set (cwe-022-path).
package main

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/segmentio/kafka-go"
)

var orderIDPattern = regexp.MustCompile(`^KM-[0-9]{6}$`)

// DesignBundle is the zip of panel cut files a customer attaches to a custom kite order.
type DesignBundle struct {
	OrderID string
	Archive []byte
}

func bundleFromMessage(msg kafka.Message) (DesignBundle, error) {
	id := string(msg.Key)
	if !orderIDPattern.MatchString(id) {
		return DesignBundle{}, errors.New("message key is not an order id")
	}
	return DesignBundle{OrderID: id, Archive: msg.Value}, nil
}

type BundleExtractor struct {
	workDir  string
	maxEntry int64
}

func (e *BundleExtractor) Extract(b DesignBundle) (int, error) {
	zr, err := zip.NewReader(bytes.NewReader(b.Archive), int64(len(b.Archive)))
	if err != nil {
		return 0, err
	}
	dest := filepath.Join(e.workDir, b.OrderID)
	written := 0
	for _, f := range zr.File {
		if f.FileInfo().IsDir() {
			continue
		}
		if filepath.IsAbs(f.Name) {
			return written, fmt.Errorf("entry %q is outside the bundle", f.Name)
		}
		if err := e.writeEntry(dest, f); err != nil {
			return written, err
		}
		written++
	}
	return written, nil
}

func (e *BundleExtractor) writeEntry(dest string, f *zip.File) error {
	target := filepath.Join(dest, f.Name)
	if err := os.MkdirAll(filepath.Dir(target), 0o750); err != nil {
		return err
	}
	rc, err := f.Open()
	if err != nil {
		return err
	}
	defer rc.Close()
	out, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o640)
	if err != nil {
		return err
	}
	defer out.Close()
	_, err = io.Copy(out, io.LimitReader(rc, e.maxEntry))
	return err
}

type BundleConsumer struct {
	reader    *kafka.Reader
	extractor *BundleExtractor
}

func (c *BundleConsumer) Run(ctx context.Context) error {
	for {
		msg, err := c.reader.ReadMessage(ctx)
		if err != nil {
			return err
		}
		bundle, err := bundleFromMessage(msg)
		if err != nil {
			log.Printf("skipping offset %d: %v", msg.Offset, err)
			continue
		}
		n, err := c.extractor.Extract(bundle)
		if err != nil {
			log.Printf("order %s: extraction stopped after %d files: %v", bundle.OrderID, n, err)
			continue
		}
		log.Printf("order %s: %d cut files ready for the plotter", bundle.OrderID, n)
	}
}

func main() {
	reader := kafka.NewReader(kafka.ReaderConfig{
		Brokers:  strings.Split(os.Getenv("KAFKA_BROKERS"), ","),
		GroupID:  "cutting-room",
		Topic:    "kite.design-bundles",
		MaxBytes: 20 << 20,
	})
	defer reader.Close()
	consumer := &BundleConsumer{
		reader:    reader,
		extractor: &BundleExtractor{workDir: "/srv/kiteworks/cutting", maxEntry: 10 << 20},
	}
	log.Fatal(consumer.Run(context.Background()))
}
