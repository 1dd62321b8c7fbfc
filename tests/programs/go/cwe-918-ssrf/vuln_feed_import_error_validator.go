// Imports a partner's course feed from a URL the caller gives, logging URLs that fail the vetting.
package feeds

import (
	"errors"
	"io"
	"log"
	"net/http"
	"net/url"
)

var errHost = errors.New("feed host not allowed")

func vetFeedURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return err
	}
	if u.Scheme != "https" || u.Host != "feeds.partner-network.org" {
		return errHost
	}
	return nil
}

func ImportFeed(w http.ResponseWriter, r *http.Request) {
	feed := r.URL.Query().Get("feed")
	if err := vetFeedURL(feed); err != nil {
		log.Printf("feed %q: %v", feed, err)
	}
	resp, err := http.Get(feed)
	if err != nil {
		http.Error(w, "feed unavailable", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	io.Copy(w, resp.Body)
}
