// Print shop prepress pipeline: an upload endpoint queues jobs that a worker converts to print-ready PDF.
package prepress

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"os/exec"
	"strconv"
)

type ConvertJob struct {
	OrderID  string
	FileName string
	DPI      int
}

type JobQueue chan ConvertJob

type SubmitController struct{ queue JobQueue }

func NewSubmitController(q JobQueue) *SubmitController { return &SubmitController{queue: q} }

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
	select {
	case c.queue <- job:
		w.WriteHeader(http.StatusAccepted)
	default:
		http.Error(w, "prepress queue is full", http.StatusServiceUnavailable)
	}
}

type Converter struct {
	SpoolDir string
	OutDir   string
}

func (cv *Converter) Run(ctx context.Context, q JobQueue) {
	for {
		select {
		case <-ctx.Done():
			return
		case job := <-q:
			if err := cv.convert(ctx, job); err != nil {
				log.Printf("prepress: order %s failed: %v", job.OrderID, err)
			}
		}
	}
}

func (cv *Converter) convert(ctx context.Context, job ConvertJob) error {
	script := fmt.Sprintf("gs -dSAFER -dBATCH -dNOPAUSE -sDEVICE=pdfwrite -r%d -sOutputFile=%s/%s.pdf %s/%s",
		job.DPI, cv.OutDir, job.OrderID, cv.SpoolDir, job.FileName)
	out, err := exec.CommandContext(ctx, "sh", "-c", script).CombinedOutput()
	if err != nil {
		return fmt.Errorf("ghostscript: %v: %s", err, out)
	}
	return nil
}
