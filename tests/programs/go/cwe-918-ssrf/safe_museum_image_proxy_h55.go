// Chi image proxy for a museum's loan catalogue that fetches artwork images from lending institutions.
package loans

import (
	"fmt"
	"io"
	"net/http"
	"net/url"

	"github.com/go-chi/chi/v5"
)

type ImageRequest struct {
	Primary  string
	Fallback string
}

var lenderHosts = map[string]bool{
	"images.rijksmuseum.nl": true,
	"collections.louvre.fr": true,
	"media.nga.gov":         true,
}

func checkLender(raw string) error {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || !lenderHosts[u.Host] {
		return fmt.Errorf("image host not on lender list: %q", raw)
	}
	return nil
}

type ImageFetcher struct{ Client *http.Client }

func (f *ImageFetcher) Fetch(req ImageRequest) (*http.Response, error) {
	for _, candidate := range []string{req.Primary, req.Fallback} {
		if candidate == "" {
			continue
		}
		if err := checkLender(candidate); err != nil {
			return nil, err
		}
		resp, err := f.Client.Get(candidate)
		if err == nil && resp.StatusCode == http.StatusOK {
			return resp, nil
		}
		if resp != nil {
			resp.Body.Close()
		}
	}
	return nil, fmt.Errorf("no image available")
}

func Routes(f *ImageFetcher) http.Handler {
	r := chi.NewRouter()
	r.Get("/loan-images", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		resp, err := f.Fetch(ImageRequest{Primary: q.Get("src"), Fallback: q.Get("alt")})
		if err != nil {
			http.Error(w, "image unavailable", http.StatusBadGateway)
			return
		}
		defer resp.Body.Close()
		w.Header().Set("Content-Type", resp.Header.Get("Content-Type"))
		io.Copy(w, resp.Body)
	})
	return r
}
