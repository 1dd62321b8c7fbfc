// A beekeeper hive inspection report writer program of the h75 set (cwe-732-permissions).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"time"
)

const reportRoot = "/var/lib/apiary/reports"

var (
	yardPattern = regexp.MustCompile(`^[a-z0-9-]{2,40}$`)
	hivePattern = regexp.MustCompile(`^[A-Z]{1,3}[0-9]{1,4}$`)
)

type inspection struct {
	Yard        string    `json:"yard"`
	HiveID      string    `json:"hive_id"`
	Inspector   string    `json:"inspector"`
	Queen       bool      `json:"queen_seen"`
	BroodFrames int       `json:"brood_frames"`
	MiteCount   int       `json:"mite_count"`
	Notes       string    `json:"notes"`
	At          time.Time `json:"at"`
}

type reportError struct {
	Op   string
	Path string
	Err  error
}

func (e *reportError) Error() string { return fmt.Sprintf("%s %s: %v", e.Op, e.Path, e.Err) }
func (e *reportError) Unwrap() error { return e.Err }

func validate(in inspection) error {
	if !yardPattern.MatchString(in.Yard) {
		return fmt.Errorf("yard %q is not a valid yard slug", in.Yard)
	}
	if !hivePattern.MatchString(in.HiveID) {
		return fmt.Errorf("hive id %q should look like B12", in.HiveID)
	}
	if in.Inspector == "" {
		return errors.New("inspector is required")
	}
	return nil
}

func writeReport(in inspection) (path string, err error) {
	dir := filepath.Join(reportRoot, in.Yard)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return "", &reportError{Op: "mkdir", Path: dir, Err: err}
	}
	tmp, err := os.CreateTemp(dir, ".inspection-*.json")
	if err != nil {
		return "", &reportError{Op: "create", Path: dir, Err: err}
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()

	enc := json.NewEncoder(tmp)
	enc.SetIndent("", "  ")
	if err = enc.Encode(in); err != nil {
		return "", &reportError{Op: "encode", Path: tmp.Name(), Err: err}
	}
	if err = tmp.Chmod(0o640); err != nil {
		return "", &reportError{Op: "chmod", Path: tmp.Name(), Err: err}
	}
	if err = tmp.Close(); err != nil {
		return "", &reportError{Op: "close", Path: tmp.Name(), Err: err}
	}
	path = filepath.Join(dir, fmt.Sprintf("%s-%s.json", in.HiveID, in.At.Format("20060102-1504")))
	if err = os.Rename(tmp.Name(), path); err != nil {
		return "", &reportError{Op: "rename", Path: path, Err: err}
	}
	return path, nil
}

func main() {
	var in inspection
	dec := json.NewDecoder(os.Stdin)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		log.Fatalf("read inspection from stdin: %v", err)
	}
	if in.At.IsZero() {
		in.At = time.Now()
	}
	if err := validate(in); err != nil {
		log.Fatalf("invalid inspection: %v", err)
	}

	path, err := writeReport(in)
	if err != nil {
		var re *reportError
		if errors.As(err, &re) && errors.Is(re.Err, os.ErrPermission) {
			log.Fatalf("no permission to write reports (run as the apiary user): %v", err)
		}
		log.Fatalf("write report: %v", err)
	}
	fmt.Println(path)
}
