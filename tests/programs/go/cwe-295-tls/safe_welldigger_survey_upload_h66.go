// A welldigger survey upload program of the h66 set (cwe-295-tls).
package main

import (
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"flag"
	"fmt"
	"io/ioutil"
	"log"
	"net/http"
	"os"
	"time"
)

// survey-upload sends a borehole log (depth, strata, rest water level,
// yield test) to the county groundwater register after a well is sunk.
//
//   survey-upload -register https://groundwater.county.gov.uk/api/boreholes \
//                 -log BH-2291.csv

var (
	registerURL = flag.String("register", "https://groundwater.county.gov.uk/api/boreholes", "register endpoint")
	logFile     = flag.String("log", "", "borehole log CSV exported from the rig")
	permit      = flag.String("permit", "", "abstraction permit number")
	caFile      = flag.String("ca", "/etc/welldigging/county-ca.pem", "county certificate authority bundle")
)

func registerClient() *http.Client {
	// The county register sits behind the council's own certificate
	// authority, which the rig laptops do not carry; it is shipped with
	// this tool and trusted explicitly.
	pem, err := ioutil.ReadFile(*caFile)
	if err != nil {
		log.Fatalf("reading county CA bundle: %v", err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		log.Fatalf("no certificates found in %s", *caFile)
	}
	tlsConf := &tls.Config{
		MinVersion: tls.VersionTLS12,
		RootCAs:    pool,
	}
	return &http.Client{
		Timeout:   60 * time.Second,
		Transport: &http.Transport{TLSClientConfig: tlsConf},
	}
}

func main() {
	flag.Parse()
	if *logFile == "" || *permit == "" {
		flag.Usage()
		os.Exit(2)
	}
	token := os.Getenv("GROUNDWATER_API_TOKEN")
	if token == "" {
		log.Fatal("GROUNDWATER_API_TOKEN is not set")
	}

	body, err := ioutil.ReadFile(*logFile)
	if err != nil {
		log.Fatalf("reading borehole log: %v", err)
	}

	req, err := http.NewRequest("POST", *registerURL+"?permit="+*permit, bytes.NewReader(body))
	if err != nil {
		log.Fatal(err)
	}
	req.Header.Set("Content-Type", "text/csv")
	req.Header.Set("Authorization", "Bearer "+token)

	resp, err := registerClient().Do(req)
	if err != nil {
		log.Fatalf("upload failed: %v", err)
	}
	defer resp.Body.Close()
	reply, _ := ioutil.ReadAll(resp.Body)

	if resp.StatusCode/100 != 2 {
		log.Fatalf("register refused the log (%s): %s", resp.Status, reply)
	}
	fmt.Printf("borehole log for permit %s accepted: %s\n", *permit, bytes.TrimSpace(reply))
}
