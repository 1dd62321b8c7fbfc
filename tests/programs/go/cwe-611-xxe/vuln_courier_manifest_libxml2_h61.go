// A courier manifest libxml2 program of the h61 set (cwe-611-xxe).
// manifest-sync imports customs manifests that partner couriers upload to the exchange bucket.
package main

import (
	"context"
	"io"
	"log"
	"os"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/lestrrat-go/libxml2/parser"
)

type Consignment struct {
	Waybill     string
	Destination string
	Declared    string
}

// ManifestReader is implemented per partner format; this one handles the XML schema used by most carriers.
type ManifestReader interface {
	Read(doc string) ([]Consignment, error)
}

type libxmlManifestReader struct{ p *parser.Parser }

func newLibxmlManifestReader() *libxmlManifestReader {
	return &libxmlManifestReader{p: parser.New(parser.XMLParseNoEnt | parser.XMLParseDTDLoad)}
}

func (r *libxmlManifestReader) Read(raw string) ([]Consignment, error) {
	doc, err := r.p.ParseString(raw)
	if err != nil {
		return nil, err
	}
	defer doc.Free()
	res, err := doc.Find("//consignment")
	if err != nil {
		return nil, err
	}
	defer res.Free()
	var out []Consignment
	for _, n := range res.NodeList() {
		field := func(name string) string {
			v, err := n.Find("string(" + name + ")")
			if err != nil {
				return ""
			}
			defer v.Free()
			return strings.TrimSpace(v.String())
		}
		out = append(out, Consignment{Waybill: field("waybill"), Destination: field("destination"), Declared: field("contents")})
	}
	return out, nil
}

type ManifestSync struct {
	s3     *s3.Client
	bucket string
	reader ManifestReader
}

func (m *ManifestSync) Run(ctx context.Context) error {
	list, err := m.s3.ListObjectsV2(ctx, &s3.ListObjectsV2Input{Bucket: aws.String(m.bucket), Prefix: aws.String("inbound/")})
	if err != nil {
		return err
	}
	for _, obj := range list.Contents {
		got, err := m.s3.GetObject(ctx, &s3.GetObjectInput{Bucket: aws.String(m.bucket), Key: obj.Key})
		if err != nil {
			return err
		}
		body, err := io.ReadAll(io.LimitReader(got.Body, 8<<20))
		got.Body.Close()
		if err != nil {
			return err
		}
		items, err := m.reader.Read(string(body))
		if err != nil {
			log.Printf("%s: unreadable manifest: %v", aws.ToString(obj.Key), err)
			continue
		}
		for _, c := range items {
			log.Printf("waybill %s to %s: %s", c.Waybill, c.Destination, c.Declared)
		}
	}
	return nil
}

func main() {
	ctx := context.Background()
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		log.Fatal(err)
	}
	sync := &ManifestSync{s3: s3.NewFromConfig(cfg), bucket: os.Getenv("EXCHANGE_BUCKET"), reader: newLibxmlManifestReader()}
	if err := sync.Run(ctx); err != nil {
		log.Fatal(err)
	}
}
