// A pretzel label batch program of the h74 set (cwe-078-command).
package main

import (
	"context"
	"encoding/csv"
	"fmt"
	"log"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"regexp"
	"time"
)

type labelLine struct {
	Customer string
	Product  string
	Count    string
}

type batch struct {
	file  string
	lines []labelLine
}

var (
	productRe = regexp.MustCompile(`^[A-Za-z0-9 ]{2,40}$`)
	countRe   = regexp.MustCompile(`^[0-9]{1,4}$`)
)

func validLine(l labelLine) error {
	if !productRe.MatchString(l.Product) || !countRe.MatchString(l.Count) {
		return fmt.Errorf("bad label line %+v", l)
	}
	return nil
}

func readBatch(path string) (batch, error) {
	f, err := os.Open(path)
	if err != nil {
		return batch{}, err
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return batch{}, err
	}
	b := batch{file: path}
	for _, r := range rows {
		if len(r) == 3 {
			b.lines = append(b.lines, labelLine{Customer: r[0], Product: r[1], Count: r[2]})
		}
	}
	return b, nil
}

func renderer(ctx context.Context, batches <-chan batch, outDir string) {
	for b := range batches {
		if len(b.lines) == 0 {
			continue
		}
		var bad error
		for _, l := range b.lines {
			if err := validLine(l); err != nil {
				bad = err
				break
			}
		}
		if bad != nil {
			log.Printf("%s: %v", filepath.Base(b.file), bad)
			os.Rename(b.file, b.file+".rejected")
			continue
		}
		for _, l := range b.lines {
			cmdline := fmt.Sprintf("labelgen --template allergen --product '%s' --copies %s --out %s/%d.pdf",
				l.Product, l.Count, outDir, time.Now().UnixNano())
			if out, err := exec.CommandContext(ctx, "sh", "-c", cmdline).CombinedOutput(); err != nil {
				log.Printf("labelgen %q: %v %s", l.Product, err, out)
			}
		}
		os.Rename(b.file, b.file+".done")
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	inbox := "/srv/sftp/wholesale/label-orders"
	batches := make(chan batch, 8)
	go renderer(ctx, batches, "/srv/bakery/labels/out")

	tick := time.NewTicker(30 * time.Second)
	defer tick.Stop()
	for {
		files, _ := filepath.Glob(filepath.Join(inbox, "*.csv"))
		for _, f := range files {
			b, err := readBatch(f)
			if err != nil {
				log.Printf("%s: %v", f, err)
				os.Rename(f, f+".rejected")
				continue
			}
			os.Rename(f, f+".queued")
			b.file = f + ".queued"
			batches <- b
		}
		select {
		case <-tick.C:
		case <-ctx.Done():
			close(batches)
			return
		}
	}
}
