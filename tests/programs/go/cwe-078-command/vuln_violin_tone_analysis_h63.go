// A violin tone analysis program of the h63 set (cwe-078-command).
package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"
)

// AnalysisRequest asks the tone lab to analyse a tap-tone or bowed recording of a plate.
type AnalysisRequest struct {
	Kind   string `json:"kind"`
	Window string `json:"window"`
}

// Analyzer renders the sox pipeline for one kind of report.
type Analyzer interface {
	Script(input, output, window string) string
}

type spectrogram struct{}

func (spectrogram) Script(in, out, window string) string {
	return fmt.Sprintf("sox %s -n rate 48k spectrogram -w %s -o %s", in, window, out)
}

type levelStats struct{}

func (levelStats) Script(in, out, _ string) string {
	return fmt.Sprintf("sox %s -n stat 2> %s", in, out)
}

type RequestValidator struct {
	windows map[string]bool
}

func (v RequestValidator) Check(r AnalysisRequest) error {
	if !v.windows[r.Window] {
		return fmt.Errorf("unsupported window %q", r.Window)
	}
	return nil
}

type ToneLab struct {
	recordings string
	reports    string
	analyzers  map[string]Analyzer
}

func (l *ToneLab) Run(ctx context.Context, recordingID int, r AnalysisRequest) (string, error) {
	a, ok := l.analyzers[r.Kind]
	if !ok {
		return "", fmt.Errorf("unknown analysis %q", r.Kind)
	}
	in := filepath.Join(l.recordings, strconv.Itoa(recordingID)+".wav")
	out := filepath.Join(l.reports, fmt.Sprintf("%d-%s-%d.out", recordingID, r.Kind, time.Now().Unix()))
	if err := exec.CommandContext(ctx, "bash", "-c", a.Script(in, out, r.Window)).Run(); err != nil {
		return "", err
	}
	return filepath.Base(out), nil
}

type AnalysisController struct {
	lab       *ToneLab
	validator RequestValidator
}

func (ctl *AnalysisController) Analyze(c echo.Context) error {
	id, err := strconv.Atoi(c.Param("id"))
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "recording id must be numeric")
	}
	var req AnalysisRequest
	if err := c.Bind(&req); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid analysis request")
	}
	if err := ctl.validator.Check(req); err != nil {
		c.Logger().Warnf("recording %d: %v", id, err)
	}
	report, err := ctl.lab.Run(c.Request().Context(), id, req)
	if err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError, "analysis failed")
	}
	return c.JSON(http.StatusAccepted, map[string]string{"report": report})
}

func main() {
	e := echo.New()
	e.HideBanner = true
	ctl := &AnalysisController{
		lab: &ToneLab{
			recordings: "/srv/luthier/recordings",
			reports:    "/srv/luthier/reports",
			analyzers:  map[string]Analyzer{"spectrogram": spectrogram{}, "stats": levelStats{}},
		},
		validator: RequestValidator{windows: map[string]bool{
			"Hann": true, "Hamming": true, "Bartlett": true, "Rectangular": true, "Kaiser": true,
		}},
	}
	e.POST("/recordings/:id/analysis", ctl.Analyze)
	e.Logger.Fatal(e.StartTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
