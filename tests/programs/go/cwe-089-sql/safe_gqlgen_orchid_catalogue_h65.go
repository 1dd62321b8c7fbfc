// A gqlgen orchid catalogue program of the h65 set (cwe-089-sql).
package graph

// Resolvers for the glasshouse catalogue: growers and customers browse the
// orchids currently potted on, by genus and by species or grex name.

import (
	"context"
	"fmt"
	"strings"

	"gorm.io/gorm"

	"github.com/orchidhouse/catalogue/graph/generated"
	"github.com/orchidhouse/catalogue/graph/model"
)

type Resolver struct {
	DB *gorm.DB
}

type orchidRow struct {
	ID         uint
	Genus      string
	Species    string
	Grex       string
	PotSizeCM  int
	InStock    int
	PricePence int
}

func (orchidRow) TableName() string { return "orchids" }

func (r *Resolver) Query() generated.QueryResolver { return &queryResolver{r} }

type queryResolver struct{ *Resolver }

// Orchids lists plants of one genus, optionally narrowed by a fragment of
// the species epithet or grex name typed into the search box.
func (r *queryResolver) Orchids(ctx context.Context, genus model.Genus, nameContains *string, limit *int) ([]*model.Orchid, error) {
	tx := r.DB.WithContext(ctx).
		Model(&orchidRow{}).
		Where("genus = ?", genus.String()).
		Where("in_stock > 0")

	if nameContains != nil {
		term := strings.TrimSpace(*nameContains)
		if len(term) > 80 {
			return nil, fmt.Errorf("search text is too long")
		}
		if term != "" {
			pattern := "%" + term + "%"
			tx = tx.Where("species ILIKE ? OR grex ILIKE ?", pattern, pattern)
		}
	}

	n := 50
	if limit != nil && *limit > 0 && *limit <= 200 {
		n = *limit
	}

	var rows []orchidRow
	if err := tx.Order("species, grex").Limit(n).Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("loading orchids: %w", err)
	}

	out := make([]*model.Orchid, 0, len(rows))
	for _, row := range rows {
		out = append(out, &model.Orchid{
			ID:         fmt.Sprint(row.ID),
			Genus:      genus,
			Species:    row.Species,
			Grex:       row.Grex,
			PotSizeCm:  row.PotSizeCM,
			InStock:    row.InStock,
			PricePence: row.PricePence,
		})
	}
	return out, nil
}
