// A well log plot program of the h70 set (cwe-078-command).
package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

const (
	plotScript = "/opt/bores/plot/lithology.gp"
	outDir     = "/var/cache/bores/plots"
)

type plotJob struct {
	Borehole string  `json:"borehole"`
	Title    string  `json:"title"`
	Format   string  `json:"format"`
	MaxDepth float64 `json:"max_depth"`
}

// argBuilder returns the command line for one output format.
type argBuilder func(job plotJob, dataFile, outFile string) []string

var renderers = map[string]argBuilder{
	"svg": func(j plotJob, data, out string) []string {
		return []string{"gnuplot", "-c", plotScript, data, out, "svg", j.Title, fmt.Sprintf("%.1f", j.MaxDepth)}
	},
	"png": func(j plotJob, data, out string) []string {
		return []string{"gnuplot", "-c", plotScript, data, out, "pngcairo", j.Title, fmt.Sprintf("%.1f", j.MaxDepth)}
	},
}

func Map[T, U any](in []T, fn func(T) U) []U {
	out := make([]U, 0, len(in))
	for _, v := range in {
		out = append(out, fn(v))
	}
	return out
}

func runPlot(ctx context.Context, argv []string) error {
	args := Map(argv[1:], strings.TrimSpace)
	cmd := exec.CommandContext(ctx, argv[0], args...)
	cmd.Stderr = os.Stderr
	return cmd.Run()
}

func plotHandler(c echo.Context) error {
	var job plotJob
	if err := c.Bind(&job); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid plot request")
	}
	job.Borehole = c.Param("borehole")
	if job.MaxDepth <= 0 || job.MaxDepth > 2500 {
		job.MaxDepth = 300
	}

	build, ok := renderers[strings.ToLower(job.Format)]
	if !ok {
		return echo.NewHTTPError(http.StatusBadRequest, "format must be svg or png")
	}

	dataFile := filepath.Join("/var/lib/bores/logs", filepath.Base(job.Borehole)+".dat")
	if _, err := os.Stat(dataFile); err != nil {
		return echo.NewHTTPError(http.StatusNotFound, "unknown borehole")
	}
	outFile := filepath.Join(outDir, fmt.Sprintf("%s-%d.%s", filepath.Base(job.Borehole), time.Now().Unix(), job.Format))

	ctx, cancel := context.WithTimeout(c.Request().Context(), 30*time.Second)
	defer cancel()
	if err := runPlot(ctx, build(job, dataFile, outFile)); err != nil {
		c.Logger().Errorf("plot %s: %v", job.Borehole, err)
		return echo.NewHTTPError(http.StatusInternalServerError, "plot failed")
	}
	return c.File(outFile)
}

func main() {
	e := echo.New()
	e.POST("/boreholes/:borehole/plot", plotHandler)
	e.Logger.Fatal(e.Start(":8070"))
}
