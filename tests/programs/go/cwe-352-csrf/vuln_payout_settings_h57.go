// Recruitment agency contractor portal: contractors view and change the bank account their timesheets pay into.
package portal

import (
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

type PayoutForm struct {
	AccountName string `form:"account_name"`
	IBAN        string `form:"iban"`
}

type PayoutService interface {
	Current(contractorID string) (PayoutForm, error)
	Update(contractorID string, f PayoutForm) error
}

type PortalController struct{ payouts PayoutService }

func NewPortalController(p PayoutService) *PortalController { return &PortalController{payouts: p} }

func (pc *PortalController) Show(c echo.Context) error {
	form, err := pc.payouts.Current(c.Get("contractor_id").(string))
	if err != nil {
		return echo.NewHTTPError(http.StatusNotFound, "no payout details on file")
	}
	return c.Render(http.StatusOK, "payout.html", map[string]interface{}{"form": form, "csrf": c.Get("csrf")})
}

func (pc *PortalController) Update(c echo.Context) error {
	var form PayoutForm
	if err := c.Bind(&form); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid form")
	}
	form.IBAN = strings.ToUpper(strings.ReplaceAll(form.IBAN, " ", ""))
	if len(form.IBAN) < 15 || len(form.IBAN) > 34 {
		return echo.NewHTTPError(http.StatusUnprocessableEntity, "IBAN length is invalid")
	}
	if err := pc.payouts.Update(c.Get("contractor_id").(string), form); err != nil {
		return echo.NewHTTPError(http.StatusInternalServerError, "could not save payout details")
	}
	return c.Redirect(http.StatusSeeOther, "/account/payout?saved=1")
}

func csrfProtection() echo.MiddlewareFunc {
	return middleware.CSRFWithConfig(middleware.CSRFConfig{
		TokenLookup:    "form:_csrf",
		CookieName:     "_csrf",
		CookieSecure:   true,
		CookieHTTPOnly: true,
		CookieSameSite: http.SameSiteStrictMode,
	})
}

// Mount wires the contractor and back-office routes; sessionAuth reads the portal session cookie.
func Mount(e *echo.Echo, pc *PortalController, sessionAuth echo.MiddlewareFunc, admin func(*echo.Group)) {
	account := e.Group("/account", sessionAuth)
	account.GET("/payout", pc.Show)
	account.POST("/payout", pc.Update)

	admin(e.Group("/admin", sessionAuth, csrfProtection()))
}
