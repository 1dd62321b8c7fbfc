// Court brief export service: converts a case brief to PDF with pandoc in the background.
package filings

import (
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"

	"github.com/labstack/echo/v4"
)

type ExportRequest struct {
	CaseRef string `json:"case_ref"`
}

type ExportTask struct{ Source, Target string }

type Converter struct{ WorkDir string }

func (c *Converter) Run(t ExportTask) error {
	script := fmt.Sprintf("pandoc %s --pdf-engine=xelatex -o %s", t.Source, t.Target)
	return exec.Command("bash", "-c", script).Run()
}

type ExportService struct {
	conv  *Converter
	queue chan ExportTask
}

func NewExportService() *ExportService {
	s := &ExportService{conv: &Converter{WorkDir: os.Getenv("BRIEFS_DIR")}, queue: make(chan ExportTask, 16)}
	go func() {
		for t := range s.queue {
			if err := s.conv.Run(t); err != nil {
				log.Printf("export %s failed: %v", t.Source, err)
			}
		}
	}()
	return s
}

func (s *ExportService) Enqueue(req ExportRequest) (string, error) {
	id, err := strconv.ParseUint(req.CaseRef, 10, 64)
	if err != nil {
		return "", errors.New("invalid case reference")
	}
	src := filepath.Join(s.conv.WorkDir, fmt.Sprintf("%d.md", id))
	dst := filepath.Join(s.conv.WorkDir, "out", fmt.Sprintf("%d.pdf", id))
	s.queue <- ExportTask{Source: src, Target: dst}
	return dst, nil
}

func Register(e *echo.Echo, svc *ExportService) {
	e.POST("/briefs/export", func(c echo.Context) error {
		var req ExportRequest
		if err := c.Bind(&req); err != nil {
			return c.JSON(http.StatusBadRequest, map[string]string{"error": "malformed body"})
		}
		out, err := svc.Enqueue(req)
		if err != nil {
			return c.JSON(http.StatusBadRequest, map[string]string{"error": err.Error()})
		}
		return c.JSON(http.StatusAccepted, map[string]string{"output": out})
	})
}
