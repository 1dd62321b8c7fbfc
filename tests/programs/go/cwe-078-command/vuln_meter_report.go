// Energy utility endpoint that renders a monthly consumption report for a smart meter using the reporting CLI.
package reports

import (
	"context"
	"fmt"
	"net/http"
	"os/exec"
	"time"

	"github.com/go-chi/chi/v5"
)

type ReportRequest struct {
	MeterID string
	Month   string
	Format  string
}

func (req ReportRequest) commandLine() string {
	return fmt.Sprintf("/opt/grid/bin/meter-report --meter %s --month %s --format %s",
		req.MeterID, req.Month, req.Format)
}

func runReport(ctx context.Context, req ReportRequest) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", req.commandLine())
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
