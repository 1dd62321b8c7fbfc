// Unseen set h59: echo app links
package main

import (
	"net/http"
	"net/url"
	"os"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

const fallbackLink = "https://www.velocity-share.com/app"

// ClickRecorder counts clicks on links in the rider newsletter.
type ClickRecorder interface {
	Record(campaign, target string)
}

type logRecorder struct {
	logger echo.Logger
}

func (l logRecorder) Record(campaign, target string) {
	l.logger.Infof("campaign=%q target=%q", campaign, target)
}

// LinkService resolves the destination of a tracked newsletter link.
type LinkService struct {
	recorder ClickRecorder
}

func NewLinkService(r ClickRecorder) *LinkService {
	return &LinkService{recorder: r}
}

func (s *LinkService) Resolve(campaign, to string) string {
	target := fallbackLink
	if u, err := url.Parse(to); err == nil && to != "" {
		target = u.String()
	}
	s.recorder.Record(campaign, target)
	return target
}

type LinkHandler struct {
	svc *LinkService
}

func (h *LinkHandler) Follow(c echo.Context) error {
	target := h.svc.Resolve(c.Param("campaign"), c.QueryParam("to"))
	return c.Redirect(http.StatusFound, target)
}

func main() {
	e := echo.New()
	e.HideBanner = true
	e.Use(middleware.Recover())

	h := &LinkHandler{svc: NewLinkService(logRecorder{logger: e.Logger})}
	e.GET("/l/:campaign", h.Follow)

	e.Logger.Fatal(e.StartTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
