// Energy utility endpoint that renders a monthly consumption report for a smart meter using the reporting CLI.
package reports

import (
	"context"
	"errors"
	"net/http"
	"os/exec"
	"regexp"
	"time"

	"github.com/go-chi/chi/v5"
)

var (
	meterPattern = regexp.MustCompile(`^[A-Z0-9]{8,16}$`)
	monthPattern = regexp.MustCompile(`^\d{4}-(0[1-9]|1[0-2])$`)
	formats      = map[string]bool{"csv": true, "json": true, "pdf": true}
)

type ReportRequest struct {
	MeterID string
	Month   string
	Format  string
}

func (req ReportRequest) validate() error {
	if !meterPattern.MatchString(req.MeterID) || !monthPattern.MatchString(req.Month) || !formats[req.Format] {
		return errors.New("invalid report parameters")
	}
	return nil
}

func runReport(ctx context.Context, req ReportRequest) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "/opt/grid/bin/meter-report",
		"--meter", req.MeterID, "--month", req.Month, "--format", req.Format)
	return cmd.Output()
}

func MeterReportHandler(w http.ResponseWriter, r *http.Request) {
	req := ReportRequest{
		MeterID: chi.URLParam(r, "meterID"),
		Month:   r.URL.Query().Get("month"),
		Format:  r.URL.Query().Get("format"),
	}
	if req.Format == "" {
		req.Format = "csv"
	}
	if err := req.validate(); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	out, err := runReport(r.Context(), req)
	if err != nil {
		http.Error(w, "report generation failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Write(out)
}

func Routes() chi.Router {
	r := chi.NewRouter()
	r.Get("/meters/{meterID}/report", MeterReportHandler)
	return r
}
