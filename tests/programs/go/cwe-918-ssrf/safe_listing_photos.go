// Listing photo importer: downloads agent-supplied photo URLs into the listing gallery store.
package listings

import (
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

type PhotoImportRequest struct {
	ListingID int64    `json:"listing_id"`
	URLs      []string `json:"urls"`
}

var photoHosts = map[string]bool{"photos.mlsgrid.com": true, "media.listhub.net": true, "uploads.agentcdn.io": true}

type PhotoFetcher struct{ client *http.Client }

func NewPhotoFetcher() *PhotoFetcher {
	noRedirects := func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &PhotoFetcher{client: &http.Client{Timeout: 10 * time.Second, CheckRedirect: noRedirects}}
}

func (f *PhotoFetcher) Fetch(raw string) ([]byte, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.User != nil || u.Port() != "" || !photoHosts[strings.ToLower(u.Hostname())] {
		return nil, fmt.Errorf("photo host not allowed: %q", raw)
	}
	resp, err := f.client.Get(u.String())
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(io.LimitReader(resp.Body, 8<<20))
}

type PhotoService struct {
	Fetcher *PhotoFetcher
	Store   func(listingID int64, index int, data []byte) error
}

func (s *PhotoService) Import(req PhotoImportRequest) error {
	for i, raw := range req.URLs {
		data, err := s.Fetcher.Fetch(raw)
		if err == nil {
			err = s.Store(req.ListingID, i, data)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func Register(e *echo.Echo, svc *PhotoService) {
	e.POST("/listings/photos/import", func(c echo.Context) error {
		var req PhotoImportRequest
		if err := c.Bind(&req); err != nil || len(req.URLs) > 40 {
			return echo.NewHTTPError(http.StatusBadRequest, "invalid import request")
		} else if err := svc.Import(req); err != nil {
			return echo.NewHTTPError(http.StatusBadGateway, err.Error())
		}
		return c.NoContent(http.StatusNoContent)
	})
}
