// Unseen set h59: cli partner export
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
)

var (
	stationPattern = regexp.MustCompile(`^[A-Z]{2}[0-9]{4}$`)
	monthPattern   = regexp.MustCompile(`^[0-9]{4}-(0[1-9]|1[0-2])$`)
)

// ExportRequest is one line of the manifest produced by the research-partner portal.
type ExportRequest struct {
	Station   string `json:"station"`
	Month     string `json:"month"`
	Recipient string `json:"recipient"`
}

type Encryptor interface {
	EncryptFor(recipient, input, output string) error
}

type gpgEncryptor struct {
	homedir string
}

func (g gpgEncryptor) EncryptFor(recipient, input, output string) error {
	cmd := exec.Command("gpg", "--homedir", g.homedir, "--batch", "--yes", "--encrypt",
		"--recipient", recipient, "--output", output, input)
	out, err := cmd.CombinedOutput()
	if err != nil {
		return fmt.Errorf("gpg: %v: %s", err, out)
	}
	return nil
}

// ExportService packages monthly observation files for partner institutes.
type ExportService struct {
	enc     Encryptor
	dataDir string
	outDir  string
}

func (s *ExportService) Export(req ExportRequest) (string, error) {
	if !stationPattern.MatchString(req.Station) || !monthPattern.MatchString(req.Month) {
		return "", fmt.Errorf("bad station or month in %+v", req)
	}
	if req.Recipient == "" {
		return "", fmt.Errorf("no recipient for %s/%s", req.Station, req.Month)
	}
	input := filepath.Join(s.dataDir, req.Station, req.Month+".csv")
	output := filepath.Join(s.outDir, req.Station+"_"+req.Month+".csv.gpg")
	if err := s.enc.EncryptFor(req.Recipient, input, output); err != nil {
		return "", err
	}
	return output, nil
}

func main() {
	manifest := flag.String("manifest", "exports.json", "manifest downloaded from the partner portal")
	dataDir := flag.String("data", "/srv/stations/observations", "observation archive root")
	outDir := flag.String("out", "/srv/stations/outbox", "directory for encrypted exports")
	flag.Parse()

	f, err := os.Open(*manifest)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	var requests []ExportRequest
	if err := json.NewDecoder(f).Decode(&requests); err != nil {
		log.Fatalf("manifest: %v", err)
	}

	svc := &ExportService{
		enc:     gpgEncryptor{homedir: os.Getenv("GNUPGHOME")},
		dataDir: *dataDir,
		outDir:  *outDir,
	}
	for _, req := range requests {
		path, err := svc.Export(req)
		if err != nil {
			log.Printf("skipped: %v", err)
			continue
		}
		fmt.Println(path)
	}
}
