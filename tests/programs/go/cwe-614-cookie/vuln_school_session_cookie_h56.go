// Session setup for a school's learning portal where teachers sign in to post grades, using gorilla/sessions.
package portal

import (
	"encoding/hex"
	"net/http"
	"os"

	"github.com/gorilla/sessions"
)

type storeOption func(*sessions.Options)

func lifetime(hours int) storeOption {
	return func(o *sessions.Options) { o.MaxAge = hours * 3600 }
}

func scriptProof(o *sessions.Options) { o.HttpOnly = true }

func sameSite(mode http.SameSite) storeOption {
	return func(o *sessions.Options) { o.SameSite = mode }
}

func newStore(opts ...storeOption) (*sessions.CookieStore, error) {
	authKey, err := hex.DecodeString(os.Getenv("PORTAL_SESSION_AUTH_KEY"))
	if err != nil {
		return nil, err
	}
	encKey, err := hex.DecodeString(os.Getenv("PORTAL_SESSION_ENC_KEY"))
	if err != nil {
		return nil, err
	}
	store := sessions.NewCookieStore(authKey, encKey)
	store.Options = &sessions.Options{Path: "/", Domain: "learn.westbrook-schools.example"}
	for _, opt := range opts {
		opt(store.Options)
	}
	return store, nil
}

var Store, storeErr = newStore(lifetime(10), scriptProof, sameSite(http.SameSiteLaxMode))

func StartTeacherSession(w http.ResponseWriter, r *http.Request, teacherID string) error {
	sess, err := Store.Get(r, "portal_session")
	if err != nil && sess == nil {
		return err
	}
	sess.Values["teacher_id"] = teacherID
	sess.Values["role"] = "teacher"
	return sess.Save(r, w)
}
