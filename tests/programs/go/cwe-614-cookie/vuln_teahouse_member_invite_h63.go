// A teahouse member invite program of the h63 set (cwe-614-cookie).
package main

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
)

// MemberSession is created when a guest redeems the invite from a tea club membership card.
type MemberSession struct {
	Token   string
	Member  string
	Expires time.Time
}

type InviteRepository struct {
	mu      sync.Mutex
	invites map[string]string // invite code -> member name
}

func (r *InviteRepository) Consume(code string) (string, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	member, ok := r.invites[code]
	if !ok {
		return "", errors.New("invite not found or already used")
	}
	delete(r.invites, code)
	return member, nil
}

type SessionRepository struct {
	mu       sync.Mutex
	sessions map[string]MemberSession
}

func (r *SessionRepository) Save(s MemberSession) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.sessions[s.Token] = s
}

type InviteService struct {
	invites  *InviteRepository
	sessions *SessionRepository
}

func (s *InviteService) Redeem(code string) (MemberSession, error) {
	member, err := s.invites.Consume(code)
	if err != nil {
		return MemberSession{}, err
	}
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return MemberSession{}, err
	}
	sess := MemberSession{
		Token:   base64.RawURLEncoding.EncodeToString(raw),
		Member:  member,
		Expires: time.Now().Add(30 * 24 * time.Hour),
	}
	s.sessions.Save(sess)
	return sess, nil
}

type MembershipController struct {
	svc *InviteService
}

func (ctl *MembershipController) sessionCookie(s MemberSession) *http.Cookie {
	return &http.Cookie{
		Name:    "teahouse_member",
		Value:   s.Token,
		Path:    "/",
		Expires: s.Expires,
	}
}

func (ctl *MembershipController) Redeem(c echo.Context) error {
	sess, err := ctl.svc.Redeem(c.QueryParam("code"))
	if err != nil {
		return echo.NewHTTPError(http.StatusNotFound, "this invite cannot be used")
	}
	c.SetCookie(ctl.sessionCookie(sess))
	return c.Redirect(http.StatusSeeOther, "/members/tastings")
}

func main() {
	svc := &InviteService{
		invites:  &InviteRepository{invites: map[string]string{}},
		sessions: &SessionRepository{sessions: map[string]MemberSession{}},
	}
	ctl := &MembershipController{svc: svc}
	e := echo.New()
	e.HideBanner = true
	e.GET("/invites/redeem", ctl.Redeem)
	e.Logger.Fatal(e.StartTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
