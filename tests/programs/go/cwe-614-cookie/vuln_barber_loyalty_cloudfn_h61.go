// A barber loyalty cloudfn program of the h61 set (cwe-614-cookie).
package loyalty

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"log"
	"net/http"
	"os"
	"time"

	"cloud.google.com/go/firestore"
	"github.com/GoogleCloudPlatform/functions-framework-go/functions"
)

const sessionTTL = 30 * 24 * time.Hour

// MagicLinks are e-mailed to loyalty-card holders of the barbershop so they can see their stamps.
type MagicLinks interface {
	Redeem(ctx context.Context, code string) (customerID string, err error)
}

type Sessions interface {
	Start(ctx context.Context, customerID string) (token string, err error)
}

type firestoreAuth struct{ fs *firestore.Client }

func (f firestoreAuth) Redeem(ctx context.Context, code string) (string, error) {
	ref := f.fs.Collection("magic_links").Doc(code)
	snap, err := ref.Get(ctx)
	if err != nil {
		return "", err
	}
	if _, err := ref.Delete(ctx); err != nil {
		return "", err
	}
	id, err := snap.DataAt("customer_id")
	if err != nil {
		return "", err
	}
	return id.(string), nil
}

func (f firestoreAuth) Start(ctx context.Context, customerID string) (string, error) {
	buf := make([]byte, 32)
	if _, err := rand.Read(buf); err != nil {
		return "", err
	}
	token := base64.RawURLEncoding.EncodeToString(buf)
	_, err := f.fs.Collection("loyalty_sessions").Doc(token).Set(ctx, map[string]any{
		"customer_id": customerID, "expires_at": time.Now().Add(sessionTTL),
	})
	return token, err
}

type LoginFunction struct {
	links    MagicLinks
	sessions Sessions
}

func (l *LoginFunction) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	customerID, err := l.links.Redeem(r.Context(), r.URL.Query().Get("code"))
	if err != nil {
		http.Error(w, "this link has expired", http.StatusGone)
		return
	}
	token, err := l.sessions.Start(r.Context(), customerID)
	if err != nil {
		http.Error(w, "please try again", http.StatusServiceUnavailable)
		return
	}
	http.SetCookie(w, &http.Cookie{
		Name:     "stamp_session",
		Value:    token,
		Path:     "/",
		MaxAge:   int(sessionTTL.Seconds()),
		HttpOnly: true,
		SameSite: http.SameSiteLaxMode,
	})
	http.Redirect(w, r, "/card", http.StatusSeeOther)
}

func init() {
	fs, err := firestore.NewClient(context.Background(), os.Getenv("GOOGLE_CLOUD_PROJECT"))
	if err != nil {
		log.Fatal(err)
	}
	auth := firestoreAuth{fs: fs}
	functions.HTTP("LoyaltyLogin", (&LoginFunction{links: auth, sessions: auth}).ServeHTTP)
}
