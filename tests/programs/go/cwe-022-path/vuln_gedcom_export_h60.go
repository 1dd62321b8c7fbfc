// A gedcom export program of the h60 set (cwe-022-path).
package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

const exportDir = "/srv/genealogy/exports"

type ExportRequest struct {
	Family string `json:"family"`
	Since  int    `json:"since"`
}

type exportJob struct {
	family string
	since  int
	done   chan error
}

// newExportJob is the only way to build a job, so every queued job is valid.
func newExportJob(req ExportRequest) (*exportJob, error) {
	family := strings.TrimSpace(req.Family)
	if family == "" || len(family) > 64 {
		return nil, errors.New("family must be 1-64 characters")
	}
	if req.Since < 1500 || req.Since > time.Now().Year() {
		return nil, errors.New("since must be a year between 1500 and now")
	}
	return &exportJob{family: family, since: req.Since, done: make(chan error, 1)}, nil
}

type renderFunc func(family string, since int) ([]byte, error)

func renderGedcom(family string, since int) ([]byte, error) {
	var b strings.Builder
	b.WriteString("0 HEAD\n1 SOUR FamilyArchive\n1 GEDC\n2 VERS 5.5.1\n")
	fmt.Fprintf(&b, "1 NOTE Branch %s, records since %d\n", family, since)
	b.WriteString("0 TRLR\n")
	return []byte(b.String()), nil
}

func exportWorker(ctx context.Context, jobs <-chan *exportJob, render renderFunc) {
	for {
		select {
		case <-ctx.Done():
			return
		case job := <-jobs:
			job.done <- writeExport(job, render)
		}
	}
}

func writeExport(job *exportJob, render renderFunc) error {
	data, err := render(job.family, job.since)
	if err != nil {
		return err
	}
	target := filepath.Join(exportDir, job.family+".ged")
	return os.WriteFile(target, data, 0o600)
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	jobs := make(chan *exportJob, 16)
	for i := 0; i < 4; i++ {
		go exportWorker(ctx, jobs, renderGedcom)
	}

	e := echo.New()
	e.Use(middleware.Recover())
	e.POST("/exports", func(c echo.Context) error {
		var req ExportRequest
		if err := c.Bind(&req); err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, "malformed request")
		}
		job, err := newExportJob(req)
		if err != nil {
			return echo.NewHTTPError(http.StatusUnprocessableEntity, err.Error())
		}
		select {
		case jobs <- job:
		case <-c.Request().Context().Done():
			return c.Request().Context().Err()
		}
		if err := <-job.done; err != nil {
			c.Logger().Error(err)
			return echo.NewHTTPError(http.StatusInternalServerError, "export failed")
		}
		return c.JSON(http.StatusCreated, map[string]string{"file": job.family + ".ged"})
	})
	e.Logger.Fatal(e.Start(os.Getenv("LISTEN_ADDR")))
}
