// search results page of the shop front end
import { Component, type OnInit } from '@angular/core'
import { ActivatedRoute } from '@angular/router'
import { ItemService } from '../services/item.service'

@Component({
  selector: 'app-search-result',
  templateUrl: './search-result.component.html'
})
export class SearchResultComponent implements OnInit {
  public searchValue?: string
  public items: any[] = []

  constructor (private readonly route: ActivatedRoute, private readonly itemService: ItemService) {}

  ngOnInit (): void {
    this.filterTable()
  }

  filterTable () {
    let queryParam: string = this.route.snapshot.queryParams.q
    if (queryParam) {
      queryParam = queryParam.trim()
      this.searchValue = queryParam
    } else {
      this.searchValue = undefined
    }
  }
}
