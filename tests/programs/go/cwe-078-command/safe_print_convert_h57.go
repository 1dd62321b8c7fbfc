// Print shop prepress pipeline: an upload endpoint queues jobs that a worker converts to print-ready PDF.
package prepress

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
)

var (
	orderIDPattern  = regexp.MustCompile(`^[A-Z0-9]{6,12}$`)
	fileNamePattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]{0,80}\.(pdf|ps|eps)$`)
)

type ConvertJob struct {
	OrderID  string
	FileName string
	DPI      int
}

type JobQueue chan ConvertJob

type SubmitController struct{ queue JobQueue }

func (c *SubmitController) Submit(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	dpi, err := strconv.Atoi(r.PostFormValue("dpi"))
	if err != nil || dpi < 72 || dpi > 1200 {
		dpi = 300
	}
	job := ConvertJob{OrderID: r.PostFormValue("order"), FileName: r.PostFormValue("file"), DPI: dpi}
	if !orderIDPattern.MatchString(job.OrderID) || !fileNamePattern.MatchString(job.FileName) {
		http.Error(w, "invalid order or file name", http.StatusBadRequest)
		return
	}
	select {
	case c.queue <- job:
		w.WriteHeader(http.StatusAccepted)
	default:
		http.Error(w, "prepress queue is full", http.StatusServiceUnavailable)
	}
}

type Converter struct{ SpoolDir, OutDir string }

func (cv *Converter) Run(ctx context.Context, q JobQueue) {
	for job := range q {
		if err := cv.convert(ctx, job); err != nil {
			log.Printf("prepress: order %s failed: %v", job.OrderID, err)
		}
	}
}

func (cv *Converter) convert(ctx context.Context, job ConvertJob) error {
	args := []string{"-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=pdfwrite", "-r" + strconv.Itoa(job.DPI),
		"-sOutputFile=" + filepath.Join(cv.OutDir, job.OrderID+".pdf"), filepath.Join(cv.SpoolDir, job.FileName)}
	out, err := exec.CommandContext(ctx, "gs", args...).CombinedOutput()
	if err != nil {
		return fmt.Errorf("ghostscript: %v: %s", err, out)
	}
	return nil
}
