// Insurance broker endpoint that imports a policy renewal submitted as an XML document.
package renewals

import (
	"io"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/lestrrat-go/libxml2/parser"
	"github.com/lestrrat-go/libxml2/xpath"
)

type Renewal struct {
	PolicyNumber string `json:"policy_number"`
	Holder       string `json:"holder"`
	Premium      string `json:"premium"`
	EffectiveOn  string `json:"effective_on"`
}

type RenewalQueue interface {
	Enqueue(r Renewal) error
}

var renewalParser = parser.New(parser.XMLParseNoNet | parser.XMLParseNoBlanks)

func extract(ctx *xpath.Context, expr string) string {
	return strings.TrimSpace(xpath.String(ctx.Find(expr)))
}

func ImportRenewal(queue RenewalQueue) echo.HandlerFunc {
	return func(c echo.Context) error {
		body, err := io.ReadAll(io.LimitReader(c.Request().Body, 2<<20))
		if err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, "unreadable body")
		}
		doc, err := renewalParser.Parse(body)
		if err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, "malformed renewal document")
		}
		defer doc.Free()
		root, err := doc.DocumentElement()
		if err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, "empty renewal document")
		}
		ctx, err := xpath.NewContext(root)
		if err != nil {
			return err
		}
		defer ctx.Free()
		r := Renewal{
			PolicyNumber: extract(ctx, "/Renewal/PolicyNumber/text()"),
			Holder:       extract(ctx, "/Renewal/Holder/Name/text()"),
			Premium:      extract(ctx, "/Renewal/Premium/text()"),
			EffectiveOn:  extract(ctx, "/Renewal/EffectiveDate/text()"),
		}
		if err := queue.Enqueue(r); err != nil {
			return echo.NewHTTPError(http.StatusServiceUnavailable, "renewal queue unavailable")
		}
		return c.JSON(http.StatusAccepted, r)
	}
}
