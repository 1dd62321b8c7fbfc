// music private playlist share (h58 set)
package sharing

import (
	"context"
	"crypto/rand"
	"math/big"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/render"
)

const alphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// Share links open a private playlist without signing in.
const tokenLength = 22

var shareBase = os.Getenv("SHARE_LINK_BASE")

type ShareStore interface {
	Save(ctx context.Context, token, playlistID, owner string, expires time.Time) error
}

var alphabetSize = big.NewInt(int64(len(alphabet)))

func newToken() (string, error) {
	b := make([]byte, tokenLength)
	for i := range b {
		n, err := rand.Int(rand.Reader, alphabetSize)
		if err != nil {
			return "", err
		}
		b[i] = alphabet[n.Int64()]
	}
	return string(b), nil
}

type shareResponse struct {
	URL     string    `json:"url"`
	Expires time.Time `json:"expires"`
}

func (shareResponse) Render(http.ResponseWriter, *http.Request) error { return nil }

// ownerFrom is set by the authentication middleware earlier in the chain.
func ownerFrom(ctx context.Context) (string, bool) {
	v, ok := ctx.Value(ownerKey{}).(string)
	return v, ok && v != ""
}

type ownerKey struct{}

func createShare(store ShareStore) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		owner, ok := ownerFrom(r.Context())
		if !ok {
			http.Error(w, "sign in first", http.StatusUnauthorized)
			return
		}
		playlist := chi.URLParam(r, "playlistID")
		token, err := newToken()
		if err != nil {
			http.Error(w, "could not create link", http.StatusInternalServerError)
			return
		}
		expires := time.Now().Add(7 * 24 * time.Hour)
		if err := store.Save(r.Context(), token, playlist, owner, expires); err != nil {
			http.Error(w, "could not create link", http.StatusInternalServerError)
			return
		}
		render.Status(r, http.StatusCreated)
		_ = render.Render(w, r, shareResponse{URL: shareBase + "/s/" + token, Expires: expires})
	}
}

// Routes mounts sharing under /playlists behind the given auth middleware.
func Routes(store ShareStore, auth func(http.Handler) http.Handler) http.Handler {
	r := chi.NewRouter()
	r.With(auth).Post("/{playlistID}/share", createShare(store))
	return r
}
