// Creates and checks expiring share links for files in the document portal.
package sharing

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

type LinkSigner struct {
	Secret  []byte
	BaseURL string
}

func (s *LinkSigner) signature(path string, expires int64) string {
	h := hmac.New(sha256.New, s.Secret)
	h.Write([]byte(fmt.Sprintf("%s|%d", path, expires)))
	return hex.EncodeToString(h.Sum(nil))
}

func (s *LinkSigner) NewLink(path string, ttl time.Duration) string {
	exp := time.Now().Add(ttl).Unix()
	q := url.Values{}
	q.Set("path", path)
	q.Set("exp", strconv.FormatInt(exp, 10))
	q.Set("sig", s.signature(path, exp))
	return s.BaseURL + "/shared?" + q.Encode()
}

func (s *LinkSigner) Verify(r *http.Request) (string, bool) {
	q := r.URL.Query()
	path := q.Get("path")
	exp, err := strconv.ParseInt(q.Get("exp"), 10, 64)
	if err != nil || time.Now().Unix() > exp {
		return "", false
	}
	if !hmac.Equal([]byte(q.Get("sig")), []byte(s.signature(path, exp))) {
		return "", false
	}
	return path, true
}
