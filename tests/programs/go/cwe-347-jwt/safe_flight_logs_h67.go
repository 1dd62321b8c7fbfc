// A flight logs program of the h67 set (cwe-347-jwt).
// falconers: club members record and read the flight logs of their own birds
package main

import (
	"errors"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/go-playground/validator/v10"
	"github.com/golang-jwt/jwt/v5"
	"github.com/labstack/echo/v4"
)

type MemberClaims struct {
	MemberID string `json:"mid"`
	jwt.RegisteredClaims
}

type TokenVerifier struct {
	secret []byte
	parser *jwt.Parser
}

func NewTokenVerifier(secret []byte) *TokenVerifier {
	return &TokenVerifier{
		secret: secret,
		parser: jwt.NewParser(jwt.WithValidMethods([]string{"HS256"}), jwt.WithExpirationRequired()),
	}
}

func (v *TokenVerifier) Verify(raw string) (*MemberClaims, error) {
	claims := &MemberClaims{}
	token, err := v.parser.ParseWithClaims(raw, claims, func(*jwt.Token) (any, error) {
		return v.secret, nil
	})
	if err != nil {
		return nil, err
	}
	if !token.Valid {
		return nil, errors.New("token rejected")
	}
	return claims, nil
}

func (v *TokenVerifier) Middleware(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		raw, ok := strings.CutPrefix(c.Request().Header.Get("Authorization"), "Bearer ")
		if !ok {
			return echo.ErrUnauthorized
		}
		claims, err := v.Verify(raw)
		if err != nil || claims.MemberID == "" {
			return echo.ErrUnauthorized
		}
		c.Set("member", claims.MemberID)
		return next(c)
	}
}

type Flight struct {
	Bird    string    `json:"bird" validate:"required,max=40"`
	Quarry  string    `json:"quarry" validate:"omitempty,oneof=rabbit pheasant crow lure none"`
	Minutes int       `json:"minutes" validate:"required,min=1,max=300"`
	WeightG int       `json:"weight_g" validate:"required,min=80,max=6000"`
	FlownAt time.Time `json:"flown_at"`
}

type FlightLog struct {
	mu      sync.RWMutex
	entries map[string][]Flight
}

func (l *FlightLog) Add(member string, f Flight) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.entries[member] = append(l.entries[member], f)
}

func (l *FlightLog) For(member string) []Flight {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return append([]Flight(nil), l.entries[member]...)
}

type FlightHandler struct {
	log      *FlightLog
	validate *validator.Validate
}

func (h *FlightHandler) Record(c echo.Context) error {
	var f Flight
	if err := c.Bind(&f); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	if err := h.validate.Struct(f); err != nil {
		return echo.NewHTTPError(http.StatusUnprocessableEntity, err.Error())
	}
	f.FlownAt = time.Now()
	h.log.Add(c.Get("member").(string), f)
	return c.JSON(http.StatusCreated, f)
}

func (h *FlightHandler) List(c echo.Context) error {
	return c.JSON(http.StatusOK, h.log.For(c.Get("member").(string)))
}

func main() {
	verifier := NewTokenVerifier([]byte(os.Getenv("MEWS_JWT_SECRET")))
	h := &FlightHandler{log: &FlightLog{entries: map[string][]Flight{}}, validate: validator.New()}

	e := echo.New()
	g := e.Group("/flights", verifier.Middleware)
	g.POST("", h.Record)
	g.GET("", h.List)
	e.Logger.Fatal(e.Start(":8095"))
}
