// Echo handler for a weather service that renders a radar composite image for a station via a CLI tool.
package radar

import (
	"errors"
	"fmt"
	"net/http"
	"os/exec"
	"regexp"

	"github.com/labstack/echo/v4"
)

type RenderConfig struct {
	Binary    string
	OutputDir string
}

type RenderJob struct {
	Station string
	Product string
}

var stationPattern = regexp.MustCompile(`[A-Z]{4}`)

var products = map[string]string{"reflectivity": "N0Q", "velocity": "N0U", "echo-tops": "EET"}

type RenderError struct{ Reason string }

func (e *RenderError) Error() string { return "render rejected: " + e.Reason }

type Renderer struct{ cfg RenderConfig }

func NewRenderer(cfg RenderConfig) *Renderer { return &Renderer{cfg: cfg} }

func (r *Renderer) Render(job RenderJob) (string, error) {
	if !stationPattern.MatchString(job.Station) {
		return "", &RenderError{Reason: "station"}
	}
	code, ok := products[job.Product]
	if !ok {
		return "", &RenderError{Reason: "product"}
	}
	out := fmt.Sprintf("%s/%s_%s.png", r.cfg.OutputDir, job.Station, code)
	script := fmt.Sprintf("%s --station %s --product %s --out %s", r.cfg.Binary, job.Station, code, out)
	if err := exec.Command("/bin/sh", "-c", script).Run(); err != nil {
		return "", err
	}
	return out, nil
}

func RadarHandler(rd *Renderer) echo.HandlerFunc {
	return func(c echo.Context) error {
		job := RenderJob{Station: c.QueryParam("station"), Product: c.QueryParam("product")}
		path, err := rd.Render(job)
		var rerr *RenderError
		switch {
		case err == nil:
			return c.File(path)
		case errors.As(err, &rerr):
			return c.String(http.StatusBadRequest, rerr.Error())
		default:
			return c.String(http.StatusBadGateway, "render failed")
		}
	}
}
