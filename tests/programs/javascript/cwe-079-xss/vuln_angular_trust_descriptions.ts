// table of catalogue items
import { Component, type OnInit } from '@angular/core'
import { DomSanitizer } from '@angular/platform-browser'
import { ItemService } from '../services/item.service'

@Component({
  selector: 'app-item-table',
  templateUrl: './item-table.component.html'
})
export class ItemTableComponent implements OnInit {
  public rows: any[] = []

  constructor (private readonly itemService: ItemService, private readonly sanitizer: DomSanitizer) {}

  ngOnInit (): void {
    this.itemService.search('').subscribe((items: any[]) => {
      for (const item of items) {
        item.description = this.sanitizer.bypassSecurityTrustHtml(item.description)
      }
      this.rows = items
    }, (err) => { console.log(err) })
  }
}
