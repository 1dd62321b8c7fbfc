// realestate photo import (h58 set)
package photos

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/go-resty/resty/v2"
	"github.com/labstack/echo/v4"
	"golang.org/x/sync/errgroup"
)

// Store persists listing photos in the media bucket.
type Store interface {
	Put(ctx context.Context, listingID string, idx int, contentType string, body []byte) error
}

type importBody struct {
	ListingID string   `json:"listing_id"`
	PhotoURLs []string `json:"photo_urls"`
}

// mlsFeedHosts are the partner feed CDNs agents import from, configured per region.
var mlsFeedHosts = strings.Split(os.Getenv("MLS_PHOTO_HOSTS"), ",")

var httpClient = resty.New().
	SetTimeout(20 * time.Second).
	SetRetryCount(2).
	SetRedirectPolicy(resty.NoRedirectPolicy()).
	SetHeader("User-Agent", "listing-media-importer/1.4")

type check func(*url.URL) error

func parseAll(raw []string, checks ...check) ([]*url.URL, error) {
	out := make([]*url.URL, 0, len(raw))
	for _, s := range raw {
		u, err := url.Parse(strings.TrimSpace(s))
		if err != nil {
			return nil, err
		}
		for _, c := range checks {
			if err := c(u); err != nil {
				return nil, err
			}
		}
		out = append(out, u)
	}
	return out, nil
}

func hasHost(u *url.URL) error {
	if u.Host == "" {
		return errors.New("photo url needs a host")
	}
	return nil
}

func fromFeedHost(u *url.URL) error {
	if u.Scheme != "https" || !slices.Contains(mlsFeedHosts, u.Hostname()) {
		return errors.New("photo url is not on an approved MLS feed host")
	}
	return nil
}

func download(ctx context.Context, u *url.URL) (string, []byte, error) {
	resp, err := httpClient.R().SetContext(ctx).Get(u.String())
	if err != nil {
		return "", nil, err
	}
	if resp.StatusCode() != http.StatusOK {
		return "", nil, errors.New(resp.Status())
	}
	return resp.Header().Get("Content-Type"), resp.Body(), nil
}

// ImportPhotos handles POST /listings/photos/import from the agent back office.
func ImportPhotos(store Store) echo.HandlerFunc {
	return func(c echo.Context) error {
		var body importBody
		if err := c.Bind(&body); err != nil || body.ListingID == "" || len(body.PhotoURLs) > 40 {
			return c.JSON(http.StatusBadRequest, map[string]string{"error": "listing_id and up to 40 photo_urls are required"})
		}
		urls, err := parseAll(body.PhotoURLs, hasHost, fromFeedHost)
		if err != nil {
			return c.JSON(http.StatusBadRequest, map[string]string{"error": err.Error()})
		}
		g, ctx := errgroup.WithContext(c.Request().Context())
		g.SetLimit(6)
		for i, u := range urls {
			i, u := i, u
			g.Go(func() error {
				ctype, data, err := download(ctx, u)
				if err != nil {
					return err
				}
				return store.Put(ctx, body.ListingID, i, ctype, data)
			})
		}
		if err := g.Wait(); err != nil {
			return c.JSON(http.StatusBadGateway, map[string]string{"error": "photo import failed"})
		}
		return c.NoContent(http.StatusAccepted)
	}
}
