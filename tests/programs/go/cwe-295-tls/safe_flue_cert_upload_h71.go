// A flue cert upload program of the h71 set (cwe-295-tls).
package main

import (
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"log"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"
)

// verifyPortal checks the portal chain against the system roots plus the insurer's
// own issuing CA, which is not in the public trust stores.
func verifyPortal(host string, roots *x509.CertPool) func(tls.ConnectionState) error {
	return func(cs tls.ConnectionState) error {
		if len(cs.PeerCertificates) == 0 {
			return errors.New("portal sent no certificate")
		}
		opts := x509.VerifyOptions{DNSName: host, Roots: roots, Intermediates: x509.NewCertPool()}
		for _, c := range cs.PeerCertificates[1:] {
			opts.Intermediates.AddCert(c)
		}
		if _, err := cs.PeerCertificates[0].Verify(opts); err != nil {
			var unknown x509.UnknownAuthorityError
			if errors.As(err, &unknown) {
				log.Printf("portal certificate from unrecognised issuer %q", cs.PeerCertificates[0].Issuer.CommonName)
				return fmt.Errorf("portal certificate not trusted: %w", err)
			}
			return fmt.Errorf("verify portal certificate: %w", err)
		}
		return nil
	}
}

func portalClient(host, issuerPEM string) (*http.Client, error) {
	roots, err := x509.SystemCertPool()
	if err != nil {
		return nil, fmt.Errorf("system roots: %w", err)
	}
	if pem, err := os.ReadFile(issuerPEM); err == nil {
		roots.AppendCertsFromPEM(pem)
	} else if !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("insurer CA: %w", err)
	}
	tlsCfg := &tls.Config{
		MinVersion:         tls.VersionTLS12,
		InsecureSkipVerify: true, // chain and host are checked in VerifyConnection
		VerifyConnection:   verifyPortal(host, roots),
	}
	return &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{TLSClientConfig: tlsCfg}}, nil
}

func upload(client *http.Client, host, apiKey, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()

	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	part, err := mw.CreateFormFile("certificate", filepath.Base(path))
	if err != nil {
		return err
	}
	if _, err := io.Copy(part, f); err != nil {
		return fmt.Errorf("read %s: %w", path, err)
	}
	if err := mw.Close(); err != nil {
		return err
	}

	req, err := http.NewRequest(http.MethodPost, "https://"+host+"/api/v1/sweep-certificates", &body)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("X-Api-Key", apiKey)
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("upload %s: %w", filepath.Base(path), err)
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("portal rejected %s: %s", filepath.Base(path), resp.Status)
	}
	return nil
}

func main() {
	var host, issuer string
	root := &cobra.Command{Use: "flue-certs", Short: "Manage sweep certificates"}
	up := &cobra.Command{
		Use:   "upload CERT.pdf...",
		Short: "Upload signed sweep certificates to the insurer portal",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			client, err := portalClient(host, issuer)
			if err != nil {
				return err
			}
			for _, p := range args {
				if err := upload(client, host, os.Getenv("HEARTHGUARD_API_KEY"), p); err != nil {
					return err
				}
				fmt.Fprintf(cmd.OutOrStdout(), "uploaded %s\n", p)
			}
			return nil
		},
	}
	up.Flags().StringVar(&host, "portal", "partners.hearthguard-mutual.co.uk", "insurer portal host")
	up.Flags().StringVar(&issuer, "issuer-ca", "/etc/flue-certs/hearthguard-issuing-ca.pem", "insurer issuing CA")
	root.AddCommand(up)

	if err := root.Execute(); err != nil {
		os.Exit(1)
	}
}
