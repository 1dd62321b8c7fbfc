// Echo endpoint that evaluates pricing formulas for the quote builder.
package quotes

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/robertkrimen/otto"
)

type QuoteInput struct {
	Formula  string  `json:"formula"`
	Quantity float64 `json:"quantity"`
	Unit     float64 `json:"unit_price"`
}

var blockedWords = []string{"require", "eval", "Function", "constructor"}

func checkFormula(formula string) error {
	for _, w := range blockedWords {
		if strings.Contains(formula, w) {
			return fmt.Errorf("formula may not contain %q", w)
		}
	}
	return nil
}

func newRuntime(in QuoteInput) (*otto.Otto, error) {
	vm := otto.New()
	if err := vm.Set("quantity", in.Quantity); err != nil {
		return nil, err
	}
	if err := vm.Set("unit", in.Unit); err != nil {
		return nil, err
	}
	return vm, nil
}

func EvaluateQuote(c echo.Context) error {
	var in QuoteInput
	if err := c.Bind(&in); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid body")
	}
	if err := checkFormula(in.Formula); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	vm, err := newRuntime(in)
	if err != nil {
		return err
	}
	value, err := vm.Run("(function(){ return (" + in.Formula + "); })()")
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "formula error")
	}
	total, err := value.ToFloat()
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "formula must be numeric")
	}
	return c.JSON(http.StatusOK, map[string]float64{"total": total})
}
