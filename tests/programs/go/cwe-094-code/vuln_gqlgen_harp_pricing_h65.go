// A gqlgen harp pricing program of the h65 set (cwe-094-code).
package graph

// Query resolvers for the online harp configurator. Prices are worked out by
// the pricing script the workshop manager maintains in JavaScript, so it can
// be changed without a redeploy of the Go service.

import (
	"context"
	"fmt"
	"time"
	"unicode/utf8"

	"github.com/dop251/goja"

	"github.com/clarsachworks/configurator/graph/generated"
	"github.com/clarsachworks/configurator/graph/model"
)

type Resolver struct {
	// PricingScript defines price(stringCount, wood, finish) returning pence.
	PricingScript string
}

func (r *Resolver) Query() generated.QueryResolver { return &queryResolver{r} }

type queryResolver struct{ *Resolver }

func (r *queryResolver) HarpQuote(ctx context.Context, stringCount int, wood model.Wood, finish string) (*model.HarpQuote, error) {
	if stringCount < 22 || stringCount > 47 {
		return nil, fmt.Errorf("we build harps with 22 to 47 strings")
	}
	if finish == "" || utf8.RuneCountInString(finish) > 40 {
		return nil, fmt.Errorf("please choose a finish")
	}

	vm := goja.New()
	timer := time.AfterFunc(200*time.Millisecond, func() { vm.Interrupt("pricing took too long") })
	defer timer.Stop()

	if _, err := vm.RunString(r.PricingScript); err != nil {
		return nil, fmt.Errorf("pricing is unavailable: %w", err)
	}

	call := fmt.Sprintf("price(%d, %q, '%s')", stringCount, wood.String(), finish)
	v, err := vm.RunString(call)
	if err != nil {
		return nil, fmt.Errorf("this combination cannot be priced online")
	}

	return &model.HarpQuote{
		StringCount: stringCount,
		Wood:        wood,
		Finish:      finish,
		PricePence:  int(v.ToInteger()),
	}, nil
}
