// Echo routes for a museum website that records clicks on partner virtual-tour links and forwards visitors.
package tours

import (
	"log"
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

type TourClick struct {
	Gallery string
	Target  string
	At      time.Time
}

type ClickRecorder interface {
	Record(c TourClick)
}

type logRecorder struct{ l *log.Logger }

func (r logRecorder) Record(c TourClick) { r.l.Printf("tour click %s -> %s", c.Gallery, c.Target) }

const partnerDomain = "museumpartners.org"

type TourForwarder struct {
	recorder ClickRecorder
	fallback string
}

func NewTourForwarder(l *log.Logger) *TourForwarder {
	return &TourForwarder{recorder: logRecorder{l: l}, fallback: "/visit/virtual-tours"}
}

func (f *TourForwarder) resolve(target string) string {
	if !strings.Contains(target, partnerDomain) {
		return f.fallback
	}
	return target
}

func (f *TourForwarder) Forward(c echo.Context) error {
	click := TourClick{Gallery: c.Param("gallery"), Target: c.QueryParam("to"), At: time.Now()}
	f.recorder.Record(click)
	return c.Redirect(http.StatusFound, f.resolve(click.Target))
}

func (f *TourForwarder) Register(e *echo.Echo) {
	e.GET("/galleries/:gallery/tour", f.Forward)
}
