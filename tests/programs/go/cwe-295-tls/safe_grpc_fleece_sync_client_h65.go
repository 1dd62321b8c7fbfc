// A grpc fleece sync client program of the h65 set (cwe-295-tls).
package main

// fleecesync runs on the laptop in the shearing shed. At the end of each run
// it sends the pressed bales (weight, micron, classer's line) to the wool
// broker's intake service so the lots can be catalogued for sale.
//
// Usage: fleecesync -shed 118 -bales bales.csv

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"encoding/csv"
	"flag"
	"log"
	"os"
	"strconv"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/metadata"

	pb "github.com/woolshed/tally/gen/brokerpb"
)

func dialBroker(addr, caFile string) (*grpc.ClientConn, error) {
	pem, err := os.ReadFile(caFile)
	if err != nil {
		return nil, err
	}
	roots := x509.NewCertPool()
	if !roots.AppendCertsFromPEM(pem) {
		return nil, errors.New("no certificates found in " + caFile)
	}
	creds := credentials.NewTLS(&tls.Config{
		RootCAs:    roots,
		MinVersion: tls.VersionTLS12,
	})
	return grpc.NewClient(addr, grpc.WithTransportCredentials(creds))
}

func readBales(path string) ([]*pb.Bale, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return nil, err
	}
	var bales []*pb.Bale
	for i, row := range rows {
		if i == 0 || len(row) < 4 {
			continue // header or blank line
		}
		kg, _ := strconv.ParseFloat(row[1], 64)
		micron, _ := strconv.ParseFloat(row[2], 64)
		bales = append(bales, &pb.Bale{BaleNo: row[0], WeightKg: kg, Micron: micron, ClassLine: row[3]})
	}
	return bales, nil
}

func main() {
	broker := flag.String("broker", "intake.woolbroker.example:443", "broker intake address")
	shed := flag.Int64("shed", 0, "shed registration number")
	balesPath := flag.String("bales", "bales.csv", "CSV exported from the press")
	caFile := flag.String("ca", "/etc/fleecesync/broker-ca.pem", "CA bundle the broker's certificate chains to")
	flag.Parse()
	if *shed == 0 {
		log.Fatal("-shed is required")
	}

	bales, err := readBales(*balesPath)
	if err != nil {
		log.Fatalf("reading bales: %v", err)
	}

	conn, err := dialBroker(*broker, *caFile)
	if err != nil {
		log.Fatalf("connecting to broker: %v", err)
	}
	defer conn.Close()

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ctx = metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer "+os.Getenv("BROKER_API_TOKEN"))

	resp, err := pb.NewIntakeClient(conn).SubmitBales(ctx, &pb.SubmitBalesRequest{ShedId: *shed, Bales: bales})
	if err != nil {
		log.Fatalf("submitting bales: %v", err)
	}
	log.Printf("broker accepted %d bales as lot %s", resp.GetAccepted(), resp.GetLotId())
}
