// A lab report ledger program of the h68 set (cwe-328-hash).
// goat dairies: records a fingerprint of each somatic-cell lab report so inspectors can check a PDF was not altered
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"hash"
	"io"
	"net/http"
	"regexp"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

type entry struct {
	Batch       string    `json:"batch"`
	Fingerprint string    `json:"fingerprint"`
	Recorded    time.Time `json:"recorded"`
}

type ledger struct {
	mu      sync.Mutex
	entries map[string]entry
	newHash func() hash.Hash
}

func newLedger() *ledger {
	return &ledger{entries: map[string]entry{}, newHash: sha256.New}
}

var batchRe = regexp.MustCompile(`^GD-\d{6}-[A-Z]$`)

func (l *ledger) fingerprint(c echo.Context) (string, error) {
	fh, err := c.FormFile("report")
	if err != nil {
		return "", echo.NewHTTPError(http.StatusBadRequest, "report file missing")
	}
	f, err := fh.Open()
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := l.newHash()
	if _, err := io.Copy(h, io.LimitReader(f, 20<<20)); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

func (l *ledger) record(c echo.Context) error {
	batch := c.Param("batch")
	if !batchRe.MatchString(batch) {
		return echo.NewHTTPError(http.StatusBadRequest, "unknown batch format")
	}
	fp, err := l.fingerprint(c)
	if err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, exists := l.entries[batch]; exists {
		return echo.NewHTTPError(http.StatusConflict, "report already recorded for batch")
	}
	e := entry{Batch: batch, Fingerprint: fp, Recorded: time.Now().UTC()}
	l.entries[batch] = e
	return c.JSON(http.StatusCreated, e)
}

func (l *ledger) verify(c echo.Context) error {
	batch := c.Param("batch")
	l.mu.Lock()
	e, ok := l.entries[batch]
	l.mu.Unlock()
	if !ok {
		return echo.NewHTTPError(http.StatusNotFound, "no report on record")
	}
	fp, err := l.fingerprint(c)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{
		"batch":    batch,
		"matches":  fp == e.Fingerprint,
		"recorded": e.Recorded,
	})
}

func main() {
	l := newLedger()
	e := echo.New()
	e.Use(middleware.BodyLimit("25M"), middleware.Logger())
	e.POST("/batches/:batch/lab-report", l.record)
	e.POST("/batches/:batch/lab-report/verify", l.verify)
	e.Logger.Fatal(e.Start(":8092"))
}
